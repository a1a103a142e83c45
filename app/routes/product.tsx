import { data } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { requireUser } from "~/features/auth/session.server";
import { AssessmentProduct } from "~/features/library/components/assessment-product";
import { DocumentProduct } from "~/features/library/components/document-product";
import { productPageKind } from "~/features/library/product-page";
import { chapterMediaUrl, findGrantedProduct, listChapters } from "~/features/player/access.server";
import { listBookmarks } from "~/features/player/bookmarks.server";
import { PlayerPage } from "~/features/player/components/player-page";
import { ensureDeviceId } from "~/features/player/device.server";
import { listSessions } from "~/features/player/history.server";
import { mediaKindOf } from "~/features/player/media-type";
import { readProgress } from "~/features/player/progress.server";
import { readSpeed } from "~/features/player/settings.server";
import { downloadFileName, isPdfKey } from "~/lib/product-files";
import type { Route } from "./+types/product";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.name ?? "Player";
  return [{ title: `${title} | Rerouted` }, { name: "robots", content: "noindex" }];
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
  const [chapters, progress, bookmarks, sessions, speed] = await Promise.all([
    listChapters(db, product.id),
    readProgress(db, userProduct),
    listBookmarks(db, userProduct),
    listSessions(db, { ...userProduct, deviceId: device.deviceId }),
    readSpeed(db, userProduct),
  ]);
  return data(
    {
      kind,
      product,
      chapters: chapters.map(({ filePath: file, ...chapter }) => ({
        ...chapter,
        mediaUrl: chapterMediaUrl(chapter.id),
        kind: mediaKindOf(file),
      })),
      progress,
      bookmarks,
      sessions,
      speed,
    },
    device.setCookie ? { headers: { "Set-Cookie": device.setCookie } } : undefined,
  );
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
