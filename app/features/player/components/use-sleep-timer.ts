import { useCallback, useEffect, useState } from "react";
import { fadeVolume, sleepRemainingMs, startSleepTimer, type SleepTimer, type SleepTimerChoice } from "../sleep-timer";
import type { Player } from "./use-player";

const TICK_MS = 500;

/**
 * The sleep timer around the player: counts down (wall clock, or the
 * chapter's remaining time at the current speed), fades the volume out over
 * its last seconds, then pauses and puts the volume back.
 */
export function useSleepTimer(player: Player) {
  const { pause, setVolume, readPosition, duration, speed, endedCount } = player;
  const [set, setSet] = useState<{ choice: SleepTimerChoice; timer: SleepTimer } | null>(null);
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const timer = set?.timer ?? null;

  const choose = useCallback((choice: SleepTimerChoice | null) => {
    setSet(choice === null ? null : { choice, timer: startSleepTimer(choice, Date.now()) });
  }, []);

  useEffect(() => {
    if (!timer) {
      setVolume(1);
      return;
    }
    const tick = () => {
      const remaining = sleepRemainingMs(timer, { now: Date.now(), position: readPosition(), duration, speed });
      setRemainingMs(remaining);
      setVolume(fadeVolume(remaining));
      if (timer.kind === "at" && remaining <= 0) {
        pause();
        setSet(null);
      }
    };
    tick();
    const handle = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(handle);
  }, [timer, duration, speed, pause, setVolume, readPosition]);

  // "End of chapter": the chapter's end pauses the player (SPEC section 4); the timer is then done.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the player reports the chapter's end as a count; this effect is its listener
    if (endedCount > 0) setSet((current) => (current?.timer.kind === "end-of-chapter" ? null : current));
  }, [endedCount]);

  // A stale count from a timer just cancelled is never shown.
  return { choice: set?.choice ?? null, remainingMs: timer ? remainingMs : null, choose };
}
