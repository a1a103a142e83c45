import { AlertTriangle, ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { PRODUCT_TYPE_LABELS, type ProductType } from "~/content/product-types";
import { AddBookmark, BookmarkList } from "./bookmark-panel";
import { ChapterList } from "./chapter-list";
import { PlayerControls } from "./player-controls";
import type { PlayerBookmark, PlayerChapter, PlayerProduct, PlayerProgress } from "./types";
import { useMediaSession } from "./use-media-session";
import { usePlayer } from "./use-player";
import { usePlayerKeys } from "./use-player-keys";

/** SPEC section 2: the player page of one granted product. */
export function PlayerPage(props: {
  product: PlayerProduct;
  chapters: PlayerChapter[];
  progress: PlayerProgress[];
  bookmarks: PlayerBookmark[];
}) {
  const { product, chapters } = props;
  const player = usePlayer({ productId: product.id, chapters, progress: props.progress });
  const [bookmarks, setBookmarks] = useState(props.bookmarks);
  usePlayerKeys(player, chapters.length > 0);
  useMediaSession(product, chapters, player);
  const { chapter } = player;

  function jumpTo(bookmark: PlayerBookmark) {
    const index = chapters.findIndex((c) => c.id === bookmark.chapterId);
    if (index >= 0) player.selectChapter(index, { at: bookmark.timestampSeconds });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Library
      </Link>

      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={240}
            height={160}
            className="aspect-[3/2] w-44 shrink-0 rounded-2xl border border-border object-cover shadow-sm sm:w-60"
          />
        ) : null}
        <div className="min-w-0">
          <Badge variant="secondary">
            {PRODUCT_TYPE_LABELS[product.productType as ProductType] ?? product.productType}
          </Badge>
          <h1 className="mt-2 font-display text-3xl font-semibold text-balance sm:text-4xl">{product.name}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">{product.description}</p>
        </div>
      </header>

      {chapter ? (
        <div className="mt-8 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Chapter {chapter.chapterNumber} of {chapters.length}
          </p>
          <h2 className="mt-1 font-display text-xl font-semibold sm:text-2xl">{chapter.title}</h2>
          {chapter.kind === "video" ? (
            <video
              ref={player.attach}
              src={chapter.mediaUrl}
              preload="metadata"
              playsInline
              className="mt-4 aspect-video w-full rounded-xl bg-black"
              {...player.mediaEvents}
            />
          ) : (
            <audio ref={player.attach} src={chapter.mediaUrl} preload="metadata" {...player.mediaEvents} />
          )}
          <div className="mt-5">
            <PlayerControls player={player} chapterCount={chapters.length} />
          </div>
          <div className="mt-5 flex justify-center">
            <AddBookmark
              productId={product.id}
              chapter={chapter}
              position={player.position}
              onAdded={(bookmark) => setBookmarks((list) => [...list, bookmark])}
            />
          </div>
          {player.loadFailed ? (
            <Alert variant="destructive" className="mt-5">
              <AlertTriangle aria-hidden />
              <AlertTitle>This chapter could not be loaded</AlertTitle>
              <AlertDescription>
                Check your connection and try again. If your session has ended, sign in again.
              </AlertDescription>
            </Alert>
          ) : null}
          {player.saveWarning ? (
            <Alert variant="destructive" className="mt-5">
              <AlertTriangle aria-hidden />
              <AlertTitle>Your listening position is not being saved</AlertTitle>
              <AlertDescription>
                We could not reach the server. Keep listening: we will keep trying and save it as soon as we can.
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 className="font-display text-xl font-semibold">Chapters</h2>
          <div className="mt-3">
            <ChapterList
              chapters={chapters}
              currentIndex={player.chapterIndex}
              completed={player.completed}
              onSelect={(index) => player.selectChapter(index)}
            />
          </div>
        </div>
        {chapters.length > 0 ? (
          <div>
            <h2 className="font-display text-xl font-semibold">Bookmarks</h2>
            <div className="mt-3">
              <BookmarkList
                productId={product.id}
                chapters={chapters}
                bookmarks={bookmarks}
                onChange={setBookmarks}
                onJump={jumpTo}
              />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
