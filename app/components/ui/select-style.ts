import { cn } from "./cn";

/** A select's closed button, the same before and after Radix Select takes it over (./select). */
export function selectTriggerClass(className?: string) {
  return cn(
    "flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3.5 py-2 text-left text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
    "transition-[border-color,box-shadow] duration-150",
    "focus-visible:border-ring focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring/30",
    "data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-destructive [&>span]:line-clamp-1",
    className,
  );
}
