import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "./cn";

const alertVariants = cva(
  "relative grid w-full items-start gap-y-1 rounded-xl border px-4 py-3.5 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:row-span-2 [&>svg]:size-5 [&>svg]:translate-y-px [&>svg]:text-current [&>svg~*]:col-start-2",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        info: "border-primary/25 bg-primary/5 text-foreground [&>svg]:text-primary",
        destructive: "border-destructive/40 bg-destructive/10 text-destructive",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

export type AlertProps = React.ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/**
 * A boxed message. `variant="destructive"` is announced immediately (role="alert"),
 * which suits form errors; other variants use role="status" unless overridden.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("leading-snug font-semibold tracking-tight", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("grid gap-1 leading-relaxed [&_p]:leading-relaxed", className)} {...props} />;
}
