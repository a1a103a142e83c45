import { data } from "react-router";
import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { THANK_YOU } from "~/content/funnel";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { findConfirmedPurchase, thriveCartReturnOrderId } from "~/features/purchases/confirmed-purchase.server";
import { boundSessionId } from "~/features/stripe/checkout-binding.server";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.thank-you";
import ThankYouPage from "~/islands/pages/thank-you";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("thankYou", THANK_YOU, content.copy) : THANK_YOU;
  return [{ title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server). From either provider: the order just paid, for
 * the browser's Purchase (same event id and amount as the server's). Every
 * visit reads this visitor's deadline.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { oneClick } = await funnelPageLoader(request, context.services);
  const { config, db } = context.services;
  const stripeOrder = config.stripe ? boundSessionId(config.authSecret, request.headers.get("cookie")) : null;
  const orderId = thriveCartReturnOrderId(url) ?? stripeOrder;
  const [purchase, { deadlines, headers }] = await Promise.all([
    findConfirmedPurchase(db, orderId),
    countdownPageData(context.services, request, ["visual-series"]),
  ]);
  return data({ oneClick, purchase, deadline: deadlines["visual-series"] }, { headers });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default ThankYouPage;
