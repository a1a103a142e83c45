import { ArrowDown } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PROGRAM } from "~/content/program";
import { useCopy } from "~/lib/site-content-context";

export const PRICING_ANCHOR = "pricing";

/** "Start Your Author Journey": scrolls smoothly to the pricing block (plain anchor without JS). */
export function StartJourneyButton({ className }: { className?: string }) {
  const { startCta } = useCopy("programHero", PROGRAM);
  return (
    // Wraps rather than overflows on a 320 px phone.
    <Button
      asChild
      size="lg"
      variant="accent"
      className={cn("h-auto min-h-11 max-w-full whitespace-normal py-2 text-center", className)}
    >
      <a
        href={`#${PRICING_ANCHOR}`}
        onClick={(event) => {
          const target = document.getElementById(PRICING_ANCHOR);
          if (!target) return;
          event.preventDefault();
          const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
          target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
          target.focus({ preventScroll: true });
        }}
      >
        {startCta}
        <ArrowDown aria-hidden />
      </a>
    </Button>
  );
}
