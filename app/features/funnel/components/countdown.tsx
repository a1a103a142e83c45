import { useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { COUNTDOWN_COPY } from "~/content/funnel";
import { track } from "~/features/analytics";
import { formatCountdown, runCountdown } from "../countdown";
import { clockOffset, formatDeadlineTime, type DeadlineView } from "../deadlines";

/** A deadline as the page shows it: what is left, and whether the offer is gone. */
export interface OfferClock {
  key: string;
  endsAt: number;
  remaining: number;
  expired: boolean;
}

/**
 * Counts down to a deadline the server keeps. The first render (on the
 * server and at hydration) reads the server's own clock, so an expired offer
 * is rendered expired with no flash of the live price; in the browser the
 * clock then runs on the server's time through the measured offset.
 */
export function useOfferClock(key: string, view: DeadlineView): OfferClock {
  const [remaining, setRemaining] = useState(() => Math.max(0, view.endsAt - view.serverNow));
  const { endsAt, serverNow } = view;

  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    const liveAtLoad = endsAt > serverNow;
    return runCountdown({
      deadline: endsAt,
      now: () => Date.now() + offset,
      onTick: setRemaining,
      // Only a countdown seen reaching zero is an event; revisiting an expired page is not.
      onExpire: () => {
        if (liveAtLoad) track("countdown_expired", { offer: key });
      },
    });
  }, [key, endsAt, serverNow]);

  return { key, endsAt, remaining, expired: remaining === 0 };
}

/**
 * The deadline in the visitor's own time zone, known only in the browser:
 * null on the server and while hydrating, then set once the page's effects
 * run.
 */
function useLocalDeadlineTime(endsAt: number): string | null {
  const [text, setText] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's time zone exists only in the browser
  useEffect(() => setText(formatDeadlineTime(endsAt, new Date(endsAt).getTimezoneOffset())), [endsAt]);
  return text;
}

/**
 * An offer's countdown (SPEC section 4). The ticking digits are a timer
 * that screen readers leave alone; they hear the deadline once, as a time.
 */
export function Countdown(props: { clock: OfferClock; label: string; className?: string }) {
  const { clock } = props;
  const endsAtText = useLocalDeadlineTime(clock.endsAt);
  const labelId = `countdown-${clock.key}`;
  return (
    <div className={cn("flex flex-col items-center gap-1 text-center", props.className)}>
      <p className="text-sm font-medium text-muted-foreground" id={labelId}>
        {clock.expired ? COUNTDOWN_COPY.expired : props.label}
      </p>
      <p
        role="timer"
        aria-live="off"
        aria-labelledby={labelId}
        className="font-mono text-3xl font-semibold tabular-nums tracking-wider text-foreground sm:text-4xl"
      >
        {formatCountdown(clock.remaining)}
      </p>
      {endsAtText ? (
        <p className="sr-only">
          {clock.expired ? COUNTDOWN_COPY.endedAt(endsAtText) : COUNTDOWN_COPY.endsAt(endsAtText)}
        </p>
      ) : null}
    </div>
  );
}
