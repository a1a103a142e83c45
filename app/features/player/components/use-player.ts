import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  afterChapterEnds,
  parseStoredSpeed,
  resumePoint,
  SAVE_INTERVAL_MS,
  seekBy,
  speedStorageKey,
} from "../playback";
import { createProgressSaver, type PendingProgress } from "../progress-saver";
import type { PlayerChapter, PlayerProgress } from "./types";

/**
 * The player's state around one media element: chapter selection, play
 * state, position, speed, and delivery of the listening position (every
 * 10 s while playing, on pause, on seek while paused, on chapter change,
 * and by beacon when the page is hidden).
 */
export function usePlayer(options: { productId: string; chapters: PlayerChapter[]; progress: PlayerProgress[] }) {
  const { productId, chapters } = options;
  const [resume] = useState(() => resumePoint(chapters, options.progress));
  const [chapterIndex, setChapterIndex] = useState(resume?.chapterIndex ?? 0);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(resume?.position ?? 0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [loading, setLoading] = useState(chapters.length > 0);
  const [speed, setSpeedState] = useState(1);
  const [saveWarning, setSaveWarning] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [completed, setCompleted] = useState(
    () => new Set(options.progress.filter((row) => row.completedAt).map((row) => row.chapterId)),
  );

  const media = useRef<HTMLMediaElement | null>(null);
  const pendingSeek = useRef<number | null>(resume?.position ?? null);
  const playOnLoad = useRef(false);
  // Event handlers read these, so they never see a stale render; selectChapter
  // and the time updates keep them current.
  const chapterRef = useRef(chapterIndex);
  const positionRef = useRef(position);

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
      return active ? { chapterId: active.id, progressSeconds: positionRef.current, completed: completedNow } : null;
    },
    [chapters],
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
        void saver.save({ chapterId: target.id, progressSeconds: at, completed: false });
      } else if (media.current) {
        media.current.currentTime = at;
        if (options.play) void media.current.play().catch(() => {});
      }
    },
    [chapters, saveCurrent, saver],
  );

  const seekTo = useCallback((seconds: number) => {
    const element = media.current;
    if (!element) return;
    element.currentTime = seconds;
    positionRef.current = seconds;
    setPosition(seconds);
  }, []);

  const play = useCallback(() => {
    void media.current?.play().catch(() => {});
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

  const setSpeed = useCallback(
    (next: number) => {
      setSpeedState(next);
      try {
        window.localStorage.setItem(speedStorageKey(productId), String(next));
      } catch {
        // Private mode or a full storage: the speed just is not remembered.
      }
    },
    [productId],
  );

  // The remembered speed of this product (localStorage exists only in the browser).
  useEffect(() => {
    try {
      setSpeedState(parseStoredSpeed(window.localStorage.getItem(speedStorageKey(productId))));
    } catch {
      setSpeedState(1);
    }
  }, [productId]);

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

  // Server-rendered media may have loaded its metadata before hydration attached the handlers.
  const attach = useCallback(
    (element: HTMLMediaElement | null) => {
      media.current = element;
      if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
    },
    [onLoadedMetadata],
  );

  const mediaEvents = {
    onLoadStart: () => setLoading(true),
    onLoadedMetadata,
    onWaiting: () => setLoading(true),
    onCanPlay: () => setLoading(false),
    onPlaying: () => setLoading(false),
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
      saveCurrent();
    },
    onSeeked: () => {
      if (media.current?.paused) saveCurrent();
    },
    onEnded: () => {
      const finished = chapters[chapterRef.current];
      if (!finished) return;
      positionRef.current = media.current?.duration ?? positionRef.current;
      saveCurrent(true);
      setCompleted((previous) => new Set(previous).add(finished.id));
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
    attach,
    mediaEvents,
    selectChapter,
    seekTo,
    play,
    pause,
    togglePlay,
    skip,
    setSpeed,
  };
}

export type Player = ReturnType<typeof usePlayer>;
