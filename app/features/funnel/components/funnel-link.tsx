import type { ComponentProps } from "react";
import { Link } from "react-router";
import { SCROLL_TO_TOP_DELAY_MS } from "~/content/funnel";

/**
 * A funnel navigation (decline, next step): runs an optional side effect
 * (such as storing a decline flag) and scrolls the next page to the top
 * after SPEC's 100 ms. The navigation itself is recorded by usePageViews.
 */
export function FunnelLink({ onClick, to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
      }}
      {...props}
    />
  );
}
