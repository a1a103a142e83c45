import { FastForward, Loader2, Pause, Play, Rewind, SkipBack, SkipForward } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Slider } from "~/components/ui/slider";
import { formatClock, PLAYBACK_SPEEDS, progressPercent, SKIP_SECONDS, SLIDER_STEP_SECONDS } from "../playback";
import type { Player } from "./use-player";

/** Seek bar, time, percent, transport buttons and speed (SPEC section 2). */
export function PlayerControls({ player, chapterCount }: { player: Player; chapterCount: number }) {
  const { chapter, chapterIndex, playing, position, duration, loading, speed } = player;
  const percent = progressPercent(position, duration);
  const max = Math.max(1, Math.floor(duration));
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Slider
          value={[Math.min(Math.floor(position), max)]}
          min={0}
          max={max}
          // Radix moves Page Up/Down by ten steps: the spec's 10-second page step.
          step={SLIDER_STEP_SECONDS}
          onValueChange={([value]) => value !== undefined && player.seekTo(value)}
          aria-label="Seek"
          aria-valuetext={`${formatClock(position)} of ${formatClock(duration)}`}
          disabled={!chapter}
        />
        <div className="flex items-center justify-between text-sm text-muted-foreground tabular-nums">
          <span>
            <span data-testid="player-time">{formatClock(position)}</span> / {formatClock(duration)}
          </span>
          <span role="status" aria-live="polite" className="flex items-center gap-1.5">
            {loading ? (
              <>
                <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
                Loading...
              </>
            ) : null}
          </span>
          <span data-testid="player-percent">{percent}%</span>
        </div>
      </div>

      <div className="flex items-center justify-center gap-1 sm:gap-3">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => player.selectChapter(chapterIndex - 1)}
          disabled={chapterIndex <= 0}
          aria-label="Previous chapter"
        >
          <SkipBack aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => player.skip(-SKIP_SECONDS)} aria-label="Back 15 seconds">
          <Rewind aria-hidden />
        </Button>
        <Button
          size="icon"
          className="size-14 rounded-full [&_svg:not([class*='size-'])]:size-6"
          onClick={player.togglePlay}
          aria-label={playing ? "Pause" : "Play"}
          disabled={!chapter}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden className="translate-x-px" />}
        </Button>
        <Button variant="ghost" size="icon" onClick={() => player.skip(SKIP_SECONDS)} aria-label="Forward 15 seconds">
          <FastForward aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => player.selectChapter(chapterIndex + 1)}
          disabled={chapterIndex >= chapterCount - 1}
          aria-label="Next chapter"
        >
          <SkipForward aria-hidden />
        </Button>
      </div>

      <div className="flex items-center justify-center gap-2">
        <span id="speed-label" className="text-sm text-muted-foreground">
          Playback speed
        </span>
        <Select value={String(speed)} onValueChange={(value) => player.setSpeed(Number(value))}>
          <SelectTrigger className="w-24" aria-labelledby="speed-label">
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
      </div>
    </div>
  );
}
