import type * as React from "react";

import { fieldBaseClasses } from "./input";
import { cn } from "./cn";

export type TextareaProps = React.ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldBaseClasses, "min-h-24 resize-y px-3.5 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
