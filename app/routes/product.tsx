import { data } from "react-router";
import { requireUser } from "~/features/auth/session.server";
import { chapterMediaUrl, findGrantedProduct, listChapters } from "~/features/player/access.server";
import { listBookmarks } from "~/features/player/bookmarks.server";
import { PlayerPage } from "~/features/player/components/player-page";
import { mediaKindOf } from "~/features/player/media-type";
import { readProgress } from "~/features/player/progress.server";
import type { Route } from "./+types/product";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.name ?? "Player";
  return [{ title: `${title} | Rerouted` }, { name: "robots", content: "noindex" }];
}

/** SPEC section 2: signed out -> /login; a product without active access is a 404, never the content. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const user = await requireUser(request, context.services);
  const product = await findGrantedProduct(db, user.id, params.productId);
  if (!product) throw data(null, { status: 404 });
  const [chapters, progress, bookmarks] = await Promise.all([
    listChapters(db, product.id),
    readProgress(db, { userId: user.id, productId: product.id }),
    listBookmarks(db, { userId: user.id, productId: product.id }),
  ]);
  return {
    product,
    chapters: chapters.map(({ filePath, ...chapter }) => ({
      ...chapter,
      mediaUrl: chapterMediaUrl(chapter.id),
      kind: mediaKindOf(filePath),
    })),
    progress,
    bookmarks,
  };
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <PlayerPage key={loaderData.product.id} {...loaderData} />;
}
