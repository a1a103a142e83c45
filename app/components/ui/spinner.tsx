import type * as React from "react";
import { LoaderCircle } from "~/components/ui/icons";

import { cn } from "./cn";

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to assistive technology. */
  label?: string;
  size?: "sm" | "default" | "lg";
};

const sizeClasses = {
  sm: "size-4",
  default: "size-6",
  lg: "size-10",
} as const;

export function Spinner({ className, label = "Loading...", size = "default", ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center text-current", className)} {...props}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", sizeClasses[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
