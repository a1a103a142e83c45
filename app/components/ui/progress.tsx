import type * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "./cn";

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Accessible name for the progress bar (sets aria-label unless one is given). */
  label?: string;
  indicatorClassName?: string;
};

export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  label,
  "aria-label": ariaLabel,
  ...props
}: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = value == null ? null : Math.min(Math.max(value, 0), safeMax);
  const percent = clamped == null ? 0 : (clamped / safeMax) * 100;
  // `null` renders an indeterminate (pulsing) bar.

  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={safeMax}
      aria-label={ariaLabel ?? label}
      getValueLabel={(v, m) => `${Math.round((v / m) * 100)}%`}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full w-full flex-1 rounded-full bg-primary transition-transform duration-300 ease-out",
          clamped == null && "w-1/3 animate-pulse",
          indicatorClassName,
        )}
        style={clamped == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
