import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { legalPath } from "~/content/legal";
import type { ConsentChoice } from "~/lib/consent-choice";
import {
  chooseConsent,
  consentSnapshot,
  reopenConsent,
  serverConsentSnapshot,
  subscribeConsent,
  type ConsentState,
} from "../consent-state";

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
}

/** The footer button that reopens the banner; focus returns to it after the answer. */
let reopenedFrom: HTMLElement | null = null;

/**
 * The consent banner: a bar fixed to the bottom of the window (it moves
 * nothing on the page), Accept and Reject side by side in the same style,
 * rendered only in the browser once it knows the visitor is asked. It shows
 * on pages where pixels may run, and on any page when reopened from the
 * footer; it never takes focus unless the visitor asked for it.
 */
export function ConsentBanner({
  pixelsAllowedOn,
  pixelsRunning,
}: {
  /** The pages where pixels may run (app/features/analytics/pixel-pages.ts). */
  pixelsAllowedOn: (pathname: string) => boolean;
  /** Whether the pixels already run in this document: withdrawing then reloads it. */
  pixelsRunning: () => boolean;
}) {
  const { unanswered, reopened } = useConsentState();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = reopened || (unanswered && pixelsAllowedOn(pathname));
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  if (!shown) return null;
  const answer = (choice: ConsentChoice) => {
    chooseConsent(choice, { pixelsRan: pixelsRunning() });
    reopenedFrom?.focus();
    reopenedFrom = null;
  };
  return (
    <section
      aria-labelledby="consent-heading"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <div className="flex-1 text-sm">
          <h2 id="consent-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
            Cookies for ads and analytics
          </h2>
          <p className="mt-1 text-muted-foreground">
            May we use Meta&apos;s pixel and Google Analytics to measure our ads? They set cookies and tell Meta and
            Google about your visit. Our own visit counts use no cookies either way.{" "}
            <Link to={legalPath("privacy")} className="text-foreground underline underline-offset-4">
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-64 md:shrink-0">
          <Button type="button" variant="outline" onClick={() => answer("denied")}>
            Reject
          </Button>
          <Button type="button" variant="outline" onClick={() => answer("granted")}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}

/** "Cookie settings" in every footer: reopens the banner to change the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        reopenedFrom = event.currentTarget;
        reopenConsent();
      }}
    >
      Cookie settings
    </button>
  );
}
