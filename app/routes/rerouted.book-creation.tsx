import { data } from "react-router";
import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { PROGRAM } from "~/content/program";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.book-creation";
import BookCreationPage from "~/islands/pages/book-creation";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { funnelName, subheadline } = content ? overlayCopy("programHero", PROGRAM, content.copy) : PROGRAM;
  return [{ title: funnelName }, { name: "description", content: subheadline }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server); every visit reads the program's price hold.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await funnelPageLoader(request, context.services);
  const { deadlines, headers } = await countdownPageData(context.services, request, ["program"]);
  return data({ deadline: deadlines.program }, { headers });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default BookCreationPage;
