import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

export function SectionHeading(props: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", props.className)}>
      {props.eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{props.eyebrow}</p>
      ) : null}
      <h2 id={props.id} className="mt-2 font-display text-3xl font-semibold leading-tight sm:text-4xl">
        {props.title}
      </h2>
      {props.children ? <p className="mt-4 text-lg text-muted-foreground">{props.children}</p> : null}
    </div>
  );
}
