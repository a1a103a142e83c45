import { data } from "react-router";
import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_AI } from "~/content/funnel";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { loadTrialSpotsLeft } from "~/features/funnel/trial-spots.server";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.upsell-ai";
import UpsellAiPage from "~/islands/pages/upsell-ai";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("upsellAi", UPSELL_AI, content.copy) : UPSELL_AI;
  return [{ title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server); every visit reads this visitor's deadline for
 * the page's countdown, and the trial spots left, when the owner set a capacity.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { oneClick } = await funnelPageLoader(request, context.services);
  const [{ deadlines, headers }, spotsLeft] = await Promise.all([
    countdownPageData(context.services, request, ["ai-suite-trial"]),
    loadTrialSpotsLeft(context.services),
  ]);
  return data({ oneClick, deadline: deadlines["ai-suite-trial"], spotsLeft }, { headers });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default UpsellAiPage;
