import { useCallback, useEffect, useState } from "react";
import { resumeOffer, type ListeningSession } from "../resume-offer";
import type { PlayerChapter } from "./types";
import type { Player } from "./use-player";

/**
 * Cross-device resume: the listening history of this product, refreshed
 * when the page comes back to the foreground, and the "Continue from"
 * offer of another device's newer position. Playing here, taking the offer
 * or dismissing it puts the offer away until a newer one arrives.
 */
export function useResumeOffer(options: {
  productId: string;
  chapters: PlayerChapter[];
  sessions: ListeningSession[];
  player: Player;
}) {
  const { productId, chapters, player } = options;
  const [sessions, setSessions] = useState(options.sessions);
  const [settled, setSettled] = useState<string | null>(null);

  const offer = resumeOffer({
    chapters,
    sessions,
    current: { chapterIndex: player.chapterIndex, position: player.position },
  });
  const visible = offer && offer.updatedAt !== settled ? offer : null;

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(`/api/products/${productId}/history`);
      if (response.ok) setSessions(((await response.json()) as { sessions: ListeningSession[] }).sessions);
    } catch {
      // Offline: the history shown stays as it was.
    }
  }, [productId]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [refresh]);

  // Listening here answers the question: this device's place is the one that counts now.
  const { playing } = player;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- playback starts from the media element's events, not from an event handler here
    if (playing && offer) setSettled(offer.updatedAt);
  }, [playing, offer]);

  const accept = useCallback(() => {
    if (!visible) return;
    setSettled(visible.updatedAt);
    player.selectChapter(visible.chapterIndex, { at: visible.position });
  }, [visible, player]);

  const dismiss = useCallback(() => {
    if (visible) setSettled(visible.updatedAt);
  }, [visible]);

  return { offer: visible, sessions, accept, dismiss };
}
