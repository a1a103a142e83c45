import type * as React from "react";

import { cn } from "./cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col rounded-2xl border border-border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-0 sm:p-7 sm:pb-0", className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<"h2"> & {
  /** Heading element to render, so pages keep a correct heading outline. */
  as?: "h1" | "h2" | "h3" | "h4" | "p";
};

export function CardTitle({ className, as: Comp = "h2", ...props }: CardTitleProps) {
  return (
    <Comp
      className={cn("font-display text-xl leading-snug font-semibold tracking-tight text-card-foreground", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm leading-relaxed text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("p-6 sm:p-7", className)} {...props} />;
}
