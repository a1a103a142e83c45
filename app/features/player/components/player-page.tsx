import { TriangleExclamationPoint as AlertTriangle } from "~/components/ui/icons";
import { useCallback, useState } from "react";
import { ProductHeader } from "~/components/layout/product-header";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { OfflineDownloads } from "~/features/offline";
import { PodcastFeedPanel } from "~/features/podcast-feed";
import type { ListeningSession } from "../resume-offer";
import { AddBookmark, BookmarkList } from "./bookmark-panel";
import { ChapterList } from "./chapter-list";
import { ListeningHistory, ResumeOfferBanner } from "./listening-history";
import { PlayerControls } from "./player-controls";
import { PlayerSettings } from "./player-settings";
import { Transcript } from "./transcript";
import type { PlayerBookmark, PlayerChapter, PlayerProduct, PlayerProgress } from "./types";
import { useMediaSession } from "./use-media-session";
import { useNow } from "./use-now";
import { usePlayer } from "./use-player";
import { usePlayerKeys } from "./use-player-keys";
import { useResumeOffer } from "./use-resume-offer";
import { useSkipIntervals } from "./use-skip-intervals";
import { useSleepTimer } from "./use-sleep-timer";
import { VideoViewControls } from "./video-view-controls";

/** SPEC section 2: the player page of one granted audiobook, or of a video product's lessons. */
export function PlayerPage(props: {
  product: PlayerProduct;
  chapters: PlayerChapter[];
  progress: PlayerProgress[];
  bookmarks: PlayerBookmark[];
  sessions: ListeningSession[];
  speed: number;
  /** The buyer's private podcast feed (audiobooks and video series), or null. */
  feedUrl: string | null;
  /** The signed-in member, so offline downloads and queued writes never pass to another account. */
  offlineOwner: string;
}) {
  const { product, chapters } = props;
  const unit = product.productType === "video" ? "lesson" : "chapter";
  const unitLabel = unit === "lesson" ? "Lesson" : "Chapter";
  const player = usePlayer({
    productId: product.id,
    chapters,
    progress: props.progress,
    sessions: props.sessions,
    speed: props.speed,
  });
  // Taken out of the player object: a property passed as `ref` makes the whole object read as a ref.
  const { attach: attachMedia } = player;
  // The video element itself, for its full screen and picture-in-picture buttons.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      attachMedia(element);
      setVideo(element);
    },
    [attachMedia],
  );
  const skip = useSkipIntervals();
  const sleep = useSleepTimer(player);
  const resume = useResumeOffer({ productId: product.id, chapters, sessions: props.sessions, player });
  const now = useNow();
  const [bookmarks, setBookmarks] = useState(props.bookmarks);
  usePlayerKeys(player, chapters.length > 0);
  useMediaSession(product, player, { chapterCount: chapters.length, unitLabel, skip: skip.intervals });
  const { chapter } = player;
  // The URLs first handed out: the loader signs them afresh whenever it runs again (after a
  // form on the page), and a new src would restart playback. Past its token's hour a URL
  // still plays with the session cookie (server/media.ts).
  const [firstUrls] = useState(() => new Map(chapters.map((c) => [c.id, c.mediaUrl])));
  const mediaSrc = chapter ? (firstUrls.get(chapter.id) ?? chapter.mediaUrl) : undefined;

  function jumpTo(bookmark: PlayerBookmark) {
    const index = chapters.findIndex((c) => c.id === bookmark.chapterId);
    if (index >= 0) player.selectChapter(index, { at: bookmark.timestampSeconds });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ProductHeader product={product} />

      {chapter ? (
        <div className="mt-8 space-y-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7">
          {resume.offer && now !== null ? (
            <ResumeOfferBanner
              offer={resume.offer}
              chapters={chapters}
              now={now}
              unitLabel={unitLabel}
              onAccept={resume.accept}
              onDismiss={resume.dismiss}
            />
          ) : null}
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {unitLabel} {chapter.chapterNumber} of {chapters.length}
            </p>
            <h2 className="mt-1 font-display text-xl font-semibold sm:text-2xl">{chapter.title}</h2>
          </div>
          {chapter.kind === "video" ? (
            <div className="space-y-2">
              <video
                ref={attachVideo}
                src={mediaSrc}
                preload="none"
                playsInline
                poster={product.imageUrl ?? undefined}
                className="aspect-video w-full rounded-xl bg-black object-contain"
                {...player.mediaEvents}
              >
                {chapter.captionsUrl ? (
                  <track
                    key={chapter.id}
                    kind="captions"
                    src={chapter.captionsUrl}
                    srcLang="en"
                    label="English"
                    default
                  />
                ) : null}
              </video>
              <VideoViewControls video={video} />
            </div>
          ) : (
            <audio ref={attachMedia} src={mediaSrc} preload="none" {...player.mediaEvents} />
          )}
          <PlayerControls player={player} chapterCount={chapters.length} unit={unit} skip={skip.intervals} />
          <div className="border-t border-border pt-5">
            <PlayerSettings player={player} sleep={sleep} skip={skip} unit={unit} />
          </div>
          <div className="flex justify-center">
            <AddBookmark
              productId={product.id}
              chapter={chapter}
              position={player.position}
              onAdded={(bookmark) => setBookmarks((list) => [...list, bookmark])}
            />
          </div>
          {chapter.kind === "audio" && chapter.captionsUrl ? (
            <Transcript url={chapter.captionsUrl} position={player.position} onSeek={player.seekTo} />
          ) : null}
          {player.loadFailed ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertTitle>This {unit} could not be loaded</AlertTitle>
              <AlertDescription>
                Check your connection and try again. If your session has ended, sign in again.
              </AlertDescription>
            </Alert>
          ) : null}
          {player.saveWarning ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertTitle>Your {unit === "lesson" ? "viewing" : "listening"} position is not being saved</AlertTitle>
              <AlertDescription>
                We could not reach the server. Keep going: we will keep trying and save it as soon as we can.
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 className="font-display text-xl font-semibold">{unit === "lesson" ? "Lessons" : "Chapters"}</h2>
          <div className="mt-3">
            <ChapterList
              chapters={chapters}
              unitLabel={unitLabel}
              currentIndex={player.chapterIndex}
              completed={player.completed}
              onSelect={(index) => player.selectChapter(index)}
            />
          </div>
        </div>
        {chapters.length > 0 ? (
          <div className="space-y-8">
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
            <div>
              <h2 className="font-display text-xl font-semibold">Listening history</h2>
              <div className="mt-3">
                <ListeningHistory
                  sessions={resume.sessions}
                  chapters={chapters}
                  now={now}
                  unitLabel={unitLabel}
                  onJump={(index, position) => player.selectChapter(index, { at: position })}
                />
              </div>
            </div>
            {props.feedUrl ? <PodcastFeedPanel feedUrl={props.feedUrl} video={unit === "lesson"} /> : null}
            {unit === "chapter" ? (
              <OfflineDownloads productId={product.id} owner={props.offlineOwner} chapters={chapters} />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
