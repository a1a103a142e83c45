import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { COUNTDOWN_MINUTES } from "~/content/funnel";
import { track } from "~/features/analytics/track";
import { formatCountdown, loadOrStartDeadline, runCountdown } from "../countdown";

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * An offer's countdown (SPEC section 4). The server renders the full
 * duration; in the browser the clock runs to this visitor's stored deadline
 * for `offer`, so a reload continues where it was.
 */
export function Countdown(props: {
  offer: string;
  label: string;
  minutes?: number;
  onExpire?: () => void;
  className?: string;
}) {
  const durationMs = (props.minutes ?? COUNTDOWN_MINUTES.default) * 60_000;
  const [remaining, setRemaining] = useState(durationMs);
  const onExpire = useRef(props.onExpire);
  onExpire.current = props.onExpire;

  useEffect(() => {
    const deadline = loadOrStartDeadline({
      storage: browserStorage(),
      offer: props.offer,
      durationMs,
      now: Date.now(),
    });
    return runCountdown({
      deadline,
      now: Date.now,
      onTick: setRemaining,
      onExpire: () => {
        track("countdown_expired", { offer: props.offer });
        onExpire.current?.();
      },
    });
  }, [props.offer, durationMs]);

  const expired = remaining === 0;
  return (
    <div className={cn("flex flex-col items-center gap-1 text-center", props.className)}>
      <p className="text-sm font-medium text-muted-foreground" id={`countdown-${props.offer}`}>
        {expired ? "This offer has expired" : props.label}
      </p>
      <p
        role="timer"
        aria-labelledby={`countdown-${props.offer}`}
        className="font-mono text-3xl font-semibold tabular-nums tracking-wider text-foreground sm:text-4xl"
      >
        {formatCountdown(remaining)}
      </p>
    </div>
  );
}
