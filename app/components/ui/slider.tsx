import type * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";

import { cn } from "./cn";

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Per-thumb accessible names for range sliders; falls back to `aria-label`. */
  thumbLabels?: string[];
};

/**
 * `aria-label`, `aria-labelledby`, `aria-describedby` and `aria-valuetext` are
 * forwarded to the thumb(s), which carry role="slider".
 */
export function Slider({
  className,
  value,
  defaultValue,
  min = 0,
  max = 100,
  thumbLabels,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-valuetext": ariaValueText,
  ...props
}: SliderProps) {
  const thumbCount = Math.max(1, (value ?? defaultValue ?? [min]).length);

  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative grow overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5">
        <SliderPrimitive.Range className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbCount }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={ariaDescribedBy}
          aria-valuetext={thumbCount === 1 ? ariaValueText : undefined}
          className={cn(
            "block size-5 shrink-0 rounded-full border-2 border-primary bg-card shadow-md transition-[box-shadow,transform]",
            "hover:scale-110 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            "data-[disabled]:pointer-events-none",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
