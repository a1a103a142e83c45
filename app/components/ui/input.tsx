import type * as React from "react";

import { cn } from "./cn";

// Joined, not merged: they do not conflict, and merging would build tailwind-merge's tables while
// the page's modules load (a long task on a slow phone).
export const fieldBaseClasses = [
  "w-full min-w-0 rounded-lg border border-input bg-card text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-muted-foreground transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring/30",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30",
].join(" ");

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldBaseClasses,
        "h-11 px-3.5 py-2 sm:h-10",
        "file:mr-3 file:inline-flex file:h-7 file:rounded-md file:border-0 file:bg-muted file:px-2.5 file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
