import { Moon } from "~/components/ui/icons";
import { useId, type ReactNode } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { PLAYBACK_SPEEDS } from "../playback";
import { SKIP_INTERVALS, type SkipInterval, type SkipSettings } from "../skip-intervals";
import { formatRemaining, SLEEP_TIMER_MINUTES, type SleepTimerChoice } from "../sleep-timer";
import type { Player } from "./use-player";
import type { useSleepTimer } from "./use-sleep-timer";

const OFF = "off";

/** Speed (kept for the product on every device), sleep timer, and the skip intervals. */
export function PlayerSettings(props: {
  player: Player;
  sleep: ReturnType<typeof useSleepTimer>;
  skip: { intervals: SkipSettings; change(next: SkipSettings): void };
  unit: "chapter" | "lesson";
}) {
  const { player, sleep, skip, unit } = props;
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Setting id={`${id}-speed`} label="Playback speed">
        <Select value={String(player.speed)} onValueChange={(value) => player.setSpeed(Number(value))}>
          <SelectTrigger aria-labelledby={`${id}-speed`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PLAYBACK_SPEEDS.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {option}x
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Setting>
      <Setting
        id={`${id}-sleep`}
        label="Sleep timer"
        hint={
          sleep.remainingMs !== null && Number.isFinite(sleep.remainingMs) ? (
            <span role="timer" className="inline-flex items-center gap-1 text-primary tabular-nums">
              <Moon className="size-3" aria-hidden />
              Stops in {formatRemaining(sleep.remainingMs)}
            </span>
          ) : null
        }
      >
        <Select
          value={sleep.choice === null ? OFF : String(sleep.choice)}
          onValueChange={(value) =>
            sleep.choose(
              value === OFF ? null : value === "end-of-chapter" ? value : (Number(value) as SleepTimerChoice),
            )
          }
        >
          <SelectTrigger aria-labelledby={`${id}-sleep`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={OFF}>Off</SelectItem>
            {SLEEP_TIMER_MINUTES.map((minutes) => (
              <SelectItem key={minutes} value={String(minutes)}>
                {minutes} minutes
              </SelectItem>
            ))}
            <SelectItem value="end-of-chapter">End of {unit}</SelectItem>
          </SelectContent>
        </Select>
      </Setting>
      <Setting id={`${id}-back`} label="Skip back">
        <IntervalSelect
          labelledBy={`${id}-back`}
          value={skip.intervals.back}
          onChange={(back) => skip.change({ ...skip.intervals, back })}
        />
      </Setting>
      <Setting id={`${id}-forward`} label="Skip forward">
        <IntervalSelect
          labelledBy={`${id}-forward`}
          value={skip.intervals.forward}
          onChange={(forward) => skip.change({ ...skip.intervals, forward })}
        />
      </Setting>
    </div>
  );
}

function Setting(props: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <span id={props.id} className="block text-xs font-medium text-muted-foreground">
        {props.label}
      </span>
      {props.children}
      <p className="min-h-4 text-xs">{props.hint}</p>
    </div>
  );
}

function IntervalSelect(props: { labelledBy: string; value: SkipInterval; onChange(value: SkipInterval): void }) {
  return (
    <Select value={String(props.value)} onValueChange={(value) => props.onChange(Number(value) as SkipInterval)}>
      <SelectTrigger aria-labelledby={props.labelledBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SKIP_INTERVALS.map((seconds) => (
          <SelectItem key={seconds} value={String(seconds)}>
            {seconds} seconds
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
