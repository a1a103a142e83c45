import { data } from "react-router";
import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_COURSE } from "~/content/funnel";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.upsell-course";
import UpsellCoursePage from "~/islands/pages/upsell-course";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("upsellCourse", UPSELL_COURSE, content.copy) : UPSELL_COURSE;
  return [{ title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server); every visit reads this visitor's deadline for
 * the page's countdown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { oneClick } = await funnelPageLoader(request, context.services);
  const { deadlines, headers } = await countdownPageData(context.services, request, ["foundations-course"]);
  return data({ oneClick, deadline: deadlines["foundations-course"] }, { headers });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default UpsellCoursePage;
