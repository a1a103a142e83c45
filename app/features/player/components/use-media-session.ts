import { useEffect } from "react";
import type { SkipSettings } from "../skip-intervals";
import type { PlayerProduct } from "./types";
import type { Player } from "./use-player";

/** The artwork's type, so the lock screen can pick it without fetching it first. */
function artworkType(url: string): string | undefined {
  const ext = /\.(\w+)$/.exec(url)?.[1]?.toLowerCase();
  return ext ? { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", webp: "image/webp" }[ext] : undefined;
}

/**
 * Lock-screen and headset controls (Media Session API), where the browser
 * has it: the product's artwork, the chapter as the title, the product as
 * the album, and skip buttons that move by the listener's own intervals.
 */
export function useMediaSession(
  product: PlayerProduct,
  player: Player,
  options: { chapterCount: number; unitLabel: string; skip: SkipSettings },
) {
  const { chapter, chapterIndex, playing, position, duration, speed, play, pause, skip, seekTo, selectChapter } =
    player;
  const { chapterCount, unitLabel } = options;
  const { back, forward } = options.skip;

  useEffect(() => {
    if (!("mediaSession" in navigator) || !chapter) return;
    const artwork = product.imageUrl
      ? [
          {
            src: new URL(product.imageUrl, window.location.href).href,
            sizes: "640x360",
            type: artworkType(product.imageUrl),
          },
        ]
      : [];
    navigator.mediaSession.metadata = new MediaMetadata({
      title: chapter.title,
      artist: `${unitLabel} ${chapter.chapterNumber}`,
      album: product.name,
      artwork,
    });
  }, [chapter, product, unitLabel]);

  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    // The lock screen's own offset is ignored: the listener chose the intervals.
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ["play", () => play()],
      ["pause", () => pause()],
      ["seekbackward", () => skip(-back)],
      ["seekforward", () => skip(forward)],
      ["seekto", (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
      ["previoustrack", chapterIndex > 0 ? () => selectChapter(chapterIndex - 1) : null],
      ["nexttrack", chapterIndex < chapterCount - 1 ? () => selectChapter(chapterIndex + 1) : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // The browser does not support this action.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [chapterIndex, chapterCount, back, forward, play, pause, skip, seekTo, selectChapter]);

  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    navigator.mediaSession.playbackState = playing ? "playing" : "paused";
  }, [playing]);

  useEffect(() => {
    if (!("mediaSession" in navigator) || !(duration > 0)) return;
    try {
      navigator.mediaSession.setPositionState({
        duration,
        position: Math.min(position, duration),
        playbackRate: speed,
      });
    } catch {
      // Ignored while the duration is still settling.
    }
  }, [position, duration, speed]);
}
