import { data } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { requireUser } from "~/features/auth/session.server";
import { AssessmentProduct } from "~/features/library/components/assessment-product";
import { DocumentProduct } from "~/features/library/components/document-product";
import { productPageKind } from "~/features/library/product-page";
import { chapterCaptionsUrl, chapterMediaUrl, findGrantedProduct, listChapters } from "~/features/player/access.server";
import { MEDIA_TOKEN_SECONDS, signMediaToken } from "~/features/player/media-token.server";
import { listBookmarks } from "~/features/player/bookmarks.server";
import { PlayerPage } from "~/features/player/components/player-page";
import { ensureDeviceId } from "~/features/player/device.server";
import { listSessions } from "~/features/player/history.server";
import { mediaKindOf } from "~/features/player/media-type";
import { readProgress } from "~/features/player/progress.server";
import { readSpeed } from "~/features/player/settings.server";
import { currentFeedToken, FEED_PRODUCT_TYPES, resetFeed } from "~/features/podcast-feed/feeds.server";
import { downloadFileName, isPdfKey } from "~/lib/product-files";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/product";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.name ?? "Player";
  return [
    { title: `${title} | Rerouted` },
    { name: "description", content: `${title}: listen, watch or read in your Rerouted library.` },
    { name: "robots", content: "noindex" },
  ];
}

/** SPEC section 2: signed out -> /login; a product without active access is a 404, never the content. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const user = await requireUser(request, context);
  const granted = await findGrantedProduct(db, user.id, params.productId);
  if (!granted) throw data(null, { status: 404 });
  const { filePath, opensAt, ...product } = granted;
  const kind = productPageKind(product.productType);
  if (kind === "assessment") return { kind, product, opensAt };
  if (kind === "document") {
    const document = filePath
      ? { fileName: downloadFileName(product.name, filePath), isPdf: isPdfKey(filePath) }
      : null;
    return { kind, product, document };
  }
  const device = ensureDeviceId(request, config.baseUrl.startsWith("https:"));
  const userProduct = { userId: user.id, productId: product.id };
  const offersFeed = (FEED_PRODUCT_TYPES as readonly string[]).includes(product.productType);
  const [chapters, progress, bookmarks, sessions, speed, feedToken] = await Promise.all([
    listChapters(db, product.id),
    readProgress(db, userProduct),
    listBookmarks(db, userProduct),
    listSessions(db, { ...userProduct, deviceId: device.deviceId }),
    readSpeed(db, userProduct),
    offersFeed ? currentFeedToken(db, config.authSecret, user.id, product.id) : null,
  ]);
  // Access was checked above: each chapter's URL plays for an hour without a session lookup per range.
  const expiresAt = Date.now() / 1000 + MEDIA_TOKEN_SECONDS;
  const token = (chapterId: string) =>
    signMediaToken(config.authSecret, { userId: user.id, productId: product.id, chapterId }, expiresAt);
  return data(
    {
      kind,
      product,
      chapters: chapters.map(({ filePath: file, captionsPath, ...chapter }) => ({
        ...chapter,
        mediaUrl: chapterMediaUrl(chapter.id, token(chapter.id)),
        captionsUrl: captionsPath ? chapterCaptionsUrl(chapter.id) : null,
        kind: mediaKindOf(file),
      })),
      progress,
      bookmarks,
      sessions,
      speed,
      feedUrl: feedToken ? new URL(`/feeds/${feedToken}.xml`, config.baseUrl).href : null,
      offlineOwner: user.id,
    },
    device.setCookie ? { headers: { "Set-Cookie": device.setCookie } } : undefined,
  );
}

/**
 * POST intent=reset-feed: "Reset feed link". The old URL answers 410 at
 * once; the page's next load makes the new one. Only a buyer with access
 * may: anyone else meets the same 404 as the page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.services;
  const user = await requireUser(request, context);
  const granted = await findGrantedProduct(db, user.id, params.productId);
  if (!granted) throw data(null, { status: 404 });
  const reading = await readForm(request);
  if (!reading.ok) return data({ error: reading.error }, { status: reading.status });
  if (
    reading.fields.intent !== "reset-feed" ||
    !(FEED_PRODUCT_TYPES as readonly string[]).includes(granted.productType)
  ) {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  await resetFeed(db, user.id, granted.id);
  return { feedReset: true };
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "assessment":
      return <AssessmentProduct product={loaderData.product} opensAt={loaderData.opensAt} />;
    case "document":
      return <DocumentProduct product={loaderData.product} document={loaderData.document} />;
    case "player":
      return <PlayerPage key={loaderData.product.id} {...loaderData} />;
  }
}

/** A failure here keeps the site's header and leads back to My Library. */
export function ErrorBoundary() {
  return <RouteError backTo="/dashboard" backLabel="Back to My Library" />;
}
