import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { autoRewindSeconds } from "../auto-rewind";
import { afterChapterEnds, mayRecordPosition, SAVE_INTERVAL_MS, seekBy } from "../playback";
import { createProgressSaver, type PendingProgress } from "../progress-saver";
import { startingPoint, type ListeningSession } from "../resume-offer";
import type { PlayerChapter, PlayerProgress } from "./types";

/** A random session id; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function newSessionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The player's state around one media element: chapter selection, play
 * state, position, speed (kept per product on the server), auto-rewind,
 * and delivery of the listening position (every 10 s while playing, on
 * pause, on seek while paused, on chapter change, and by beacon when the
 * page is hidden), but only for chapters that have actually played.
 */
export function usePlayer(options: {
  productId: string;
  chapters: PlayerChapter[];
  progress: PlayerProgress[];
  sessions: ListeningSession[];
  speed: number;
}) {
  const { productId, chapters } = options;
  const [start] = useState(() => startingPoint(chapters, options.progress, options.sessions));
  const [sessionId] = useState(newSessionId);
  const [chapterIndex, setChapterIndex] = useState(start?.chapterIndex ?? 0);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(start?.position ?? 0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [loading, setLoading] = useState(chapters.length > 0);
  const [speed, setSpeedState] = useState(options.speed);
  const [saveWarning, setSaveWarning] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // Counts chapters played to their end, for whoever waits for one (the sleep timer).
  const [endedCount, setEndedCount] = useState(0);
  const [completed, setCompleted] = useState(
    () => new Set(options.progress.filter((row) => row.completedAt).map((row) => row.chapterId)),
  );

  const media = useRef<HTMLMediaElement | null>(null);
  const pendingSeek = useRef<number | null>(start?.position ?? null);
  const playOnLoad = useRef(false);
  // Event handlers read these, so they never see a stale render; selectChapter
  // and the time updates keep them current.
  const chapterRef = useRef(chapterIndex);
  const positionRef = useRef(position);
  // Chapters that have played (here, or before: they have a progress row).
  const played = useRef(new Set(options.progress.map((row) => row.chapterId)));
  // When the listener paused, for auto-rewind; cleared by a seek (a chosen position is kept).
  const pausedAt = useRef<number | null>(null);
  // The listening history records this page only once the listener did something here (played,
  // sought, jumped): merely opening and leaving the page is not a session.
  const engaged = useRef(false);

  const chapter = chapters[chapterIndex] ?? null;
  const duration = mediaDuration ?? chapter?.duration ?? 0;

  const progressUrl = `/api/products/${productId}/progress`;
  const saver = useMemo(
    () =>
      createProgressSaver({
        async send(progress) {
          const response = await fetch(progressUrl, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(progress),
          });
          return response.ok;
        },
        beacon: (progress) => navigator.sendBeacon(progressUrl, JSON.stringify(progress)),
        setTimer: (callback, ms) => window.setTimeout(callback, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
        onWarningChange: setSaveWarning,
      }),
    [progressUrl],
  );
  useEffect(() => () => saver.dispose(), [saver]);

  const current = useCallback(
    (completedNow = false): PendingProgress | null => {
      const active = chapters[chapterRef.current];
      if (!active || !mayRecordPosition(active.id, played.current)) return null;
      const progress = { chapterId: active.id, progressSeconds: positionRef.current, completed: completedNow };
      return engaged.current ? { ...progress, sessionId } : progress;
    },
    [chapters, sessionId],
  );

  const saveCurrent = useCallback(
    (completedNow = false) => {
      const progress = current(completedNow);
      if (progress) void saver.save(progress);
    },
    [current, saver],
  );

  const selectChapter = useCallback(
    (index: number, options: { at?: number; play?: boolean } = {}) => {
      const target = chapters[index];
      if (!target) return;
      const at = options.at ?? 0;
      pausedAt.current = null;
      engaged.current = true;
      if (index !== chapterRef.current) {
        saveCurrent();
        chapterRef.current = index;
        positionRef.current = at;
        setChapterIndex(index);
        setPosition(at);
        setMediaDuration(null);
        setLoading(true);
        setLoadFailed(false);
        pendingSeek.current = at;
        playOnLoad.current = options.play ?? !(media.current?.paused ?? true);
      } else if (media.current) {
        media.current.currentTime = at;
        positionRef.current = at;
        setPosition(at);
        if (options.play) void media.current.play().catch(() => {});
      }
    },
    [chapters, saveCurrent],
  );

  const seekTo = useCallback((seconds: number) => {
    const element = media.current;
    if (!element) return;
    pausedAt.current = null;
    engaged.current = true;
    element.currentTime = seconds;
    positionRef.current = seconds;
    setPosition(seconds);
  }, []);

  const play = useCallback(() => {
    const element = media.current;
    if (!element) return;
    // Resuming after a pause starts a little earlier, more the longer the pause.
    if (pausedAt.current !== null) {
      const back = autoRewindSeconds(Date.now() - pausedAt.current);
      if (back > 0) element.currentTime = Math.max(0, element.currentTime - back);
      pausedAt.current = null;
    }
    void element.play().catch(() => {});
  }, []);
  const pause = useCallback(() => media.current?.pause(), []);
  const togglePlay = useCallback(() => {
    if (media.current?.paused) play();
    else pause();
  }, [play, pause]);

  const skip = useCallback(
    (delta: number) => {
      const element = media.current;
      if (element) seekTo(seekBy(element.currentTime, delta, element.duration));
    },
    [seekTo],
  );

  /** The sleep timer's fade-out: 0 (silent) to 1 (as the listener set it). */
  const setVolume = useCallback((volume: number) => {
    if (media.current) media.current.volume = Math.min(1, Math.max(0, volume));
  }, []);

  const readPosition = useCallback(() => positionRef.current, []);

  // The speed is the product's on every device: kept on the server (a failed save only loses that).
  const setSpeed = useCallback(
    (next: number) => {
      setSpeedState(next);
      void fetch(`/api/products/${productId}/settings`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ speed: next }),
      }).catch(() => {});
    },
    [productId],
  );

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [speed, chapterIndex]);

  const onLoadedMetadata = useCallback(() => {
    const element = media.current;
    if (!element) return;
    setMediaDuration(Number.isFinite(element.duration) ? element.duration : null);
    element.playbackRate = speed;
    if (pendingSeek.current !== null) {
      element.currentTime = Math.min(
        pendingSeek.current,
        Number.isFinite(element.duration) ? element.duration : Infinity,
      );
      pendingSeek.current = null;
    }
    setLoading(false);
    setLoadFailed(false);
    if (playOnLoad.current) {
      playOnLoad.current = false;
      void element.play().catch(() => {});
    }
  }, [speed]);

  // The page renders its media with preload="none", so nothing but the page itself loads before
  // its first paint (decision 035); once these handlers are attached, its metadata loads. This
  // runs again whenever the handlers change, and media that has its metadata by then is read at once.
  const attach = useCallback(
    (element: HTMLMediaElement | null) => {
      media.current = element;
      if (!element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
      else if (element.preload === "none") element.preload = "metadata";
    },
    [onLoadedMetadata],
  );

  const mediaEvents = {
    onLoadStart: () => setLoading(true),
    onLoadedMetadata,
    onWaiting: () => setLoading(true),
    onCanPlay: () => setLoading(false),
    onPlaying: () => {
      setLoading(false);
      engaged.current = true;
      // Playback has really started: from now on this chapter's position is a listen worth recording.
      const active = chapters[chapterRef.current];
      if (active && !played.current.has(active.id)) {
        played.current.add(active.id);
        saveCurrent();
      }
    },
    onTimeUpdate: () => {
      const element = media.current;
      if (!element || pendingSeek.current !== null) return;
      positionRef.current = element.currentTime;
      setPosition(element.currentTime);
    },
    // A signed-out session, a revoked grant or a lost connection: say so instead of spinning.
    onError: () => {
      setLoading(false);
      setPlaying(false);
      setLoadFailed(true);
    },
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      if (!media.current?.ended) pausedAt.current = Date.now();
      saveCurrent();
    },
    onSeeked: () => {
      if (media.current?.paused) saveCurrent();
    },
    onEnded: () => {
      const finished = chapters[chapterRef.current];
      if (!finished) return;
      pausedAt.current = null;
      positionRef.current = media.current?.duration ?? positionRef.current;
      saveCurrent(true);
      setCompleted((previous) => new Set(previous).add(finished.id));
      setEndedCount((n) => n + 1);
      const next = afterChapterEnds(chapterRef.current, chapters.length);
      if (next.chapterIndex !== chapterRef.current) selectChapter(next.chapterIndex, { play: next.playing });
    },
  };

  // Every 10 s while playing.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => saveCurrent(), SAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, saveCurrent]);

  // Leaving the page (closing the tab, switching apps on a phone): the beacon outlives the page.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") saver.saveOnExit(current());
    };
    const onPageHide = () => saver.saveOnExit(current());
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      // Leaving for another page of the site unmounts the player without a pagehide.
      saver.saveOnExit(current());
    };
  }, [saver, current]);

  return {
    chapter,
    chapterIndex,
    playing,
    position,
    duration,
    loading,
    speed,
    saveWarning,
    loadFailed,
    completed,
    endedCount,
    attach,
    mediaEvents,
    selectChapter,
    seekTo,
    play,
    pause,
    togglePlay,
    skip,
    setSpeed,
    setVolume,
    readPosition,
  };
}

export type Player = ReturnType<typeof usePlayer>;
