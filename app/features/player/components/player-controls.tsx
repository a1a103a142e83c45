import {
  FastForward,
  LoaderCircle as Loader2,
  Pause,
  Play,
  Rewind,
  SkipBack,
  SkipForward,
} from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import { formatClock, progressPercent, SLIDER_STEP_SECONDS } from "../playback";
import type { SkipSettings } from "../skip-intervals";
import { spokenDuration } from "../spoken-time";
import type { Player } from "./use-player";

/** Seek bar, time, percent and transport buttons (SPEC section 2), skipping by the listener's intervals. */
export function PlayerControls({
  player,
  chapterCount,
  unit,
  skip,
}: {
  player: Player;
  chapterCount: number;
  unit: "chapter" | "lesson";
  skip: SkipSettings;
}) {
  const { chapter, chapterIndex, playing, position, duration, loading } = player;
  const percent = progressPercent(position, duration);
  // The same rounding as the chapter list: whole seconds, down.
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
          aria-valuetext={spokenDuration(position)}
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
          aria-label={`Previous ${unit}`}
        >
          <SkipBack aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          onClick={() => player.skip(-skip.back)}
          aria-label={`Back ${skip.back} seconds`}
        >
          <Rewind aria-hidden />
          <SkipBadge seconds={skip.back} />
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
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          onClick={() => player.skip(skip.forward)}
          aria-label={`Forward ${skip.forward} seconds`}
        >
          <FastForward aria-hidden />
          <SkipBadge seconds={skip.forward} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => player.selectChapter(chapterIndex + 1)}
          disabled={chapterIndex >= chapterCount - 1}
          aria-label={`Next ${unit}`}
        >
          <SkipForward aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** The interval under a skip button's icon, as audiobook apps show it. */
function SkipBadge({ seconds }: { seconds: number }) {
  return (
    <span
      aria-hidden
      className="absolute -bottom-1 left-1/2 -translate-x-1/2 text-[10px] leading-none font-semibold text-muted-foreground tabular-nums"
    >
      {seconds}
    </span>
  );
}
