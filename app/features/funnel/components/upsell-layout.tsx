import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** The upsell pages' opening: eyebrow, the product as the page's h1, headline and pitch. */
export function OfferIntro(props: { eyebrow: string; title: string; headline: string; body: string }) {
  return (
    <section aria-labelledby="offer-intro-title" className="text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{props.eyebrow}</p>
      <h1 id="offer-intro-title" className="mt-3 font-display text-4xl font-semibold leading-tight sm:text-5xl">
        {props.title}
      </h1>
      <p className="mx-auto mt-3 max-w-3xl font-display text-2xl">{props.headline}</p>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{props.body}</p>
    </section>
  );
}

/** A titled section further down a funnel page. */
export function FunnelSection(props: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={cn("mt-16", props.className)}>
      <h2 id={props.id} className="text-center font-display text-3xl font-semibold">
        {props.title}
      </h2>
      <div className="mt-8">{props.children}</div>
    </section>
  );
}
