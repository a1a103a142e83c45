import { useEffect } from "react";
import { SKIP_SECONDS } from "../playback";
import type { PlayerChapter, PlayerProduct } from "./types";
import type { Player } from "./use-player";

/** Lock-screen and headset controls (Media Session API), where the browser has it. */
export function useMediaSession(product: PlayerProduct, chapters: PlayerChapter[], player: Player) {
  const { chapter, chapterIndex, playing, position, duration, speed, play, pause, skip, seekTo, selectChapter } =
    player;

  useEffect(() => {
    if (!("mediaSession" in navigator) || !chapter) return;
    const artwork = product.imageUrl ? [{ src: new URL(product.imageUrl, window.location.href).href }] : [];
    navigator.mediaSession.metadata = new MediaMetadata({
      title: chapter.title,
      artist: `Chapter ${chapter.chapterNumber}`,
      album: product.name,
      artwork,
    });
  }, [chapter, product]);

  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ["play", () => play()],
      ["pause", () => pause()],
      ["seekbackward", (details) => skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ["seekforward", (details) => skip(details.seekOffset ?? SKIP_SECONDS)],
      ["seekto", (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
      ["previoustrack", chapterIndex > 0 ? () => selectChapter(chapterIndex - 1) : null],
      ["nexttrack", chapterIndex < chapters.length - 1 ? () => selectChapter(chapterIndex + 1) : null],
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
  }, [chapterIndex, chapters.length, play, pause, skip, seekTo, selectChapter]);

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
