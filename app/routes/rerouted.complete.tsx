import { COMPLETE } from "~/content/funnel";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { getSessionUser } from "~/features/auth/session.server";
import { recentOrderOf, recentOrderOfCheckout } from "~/features/funnel/order-summary.server";
import { boundSessionId } from "~/features/stripe/checkout-binding.server";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.complete";
import CompletePage from "~/islands/pages/complete";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("completePage", COMPLETE, content.copy) : COMPLETE;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server). It shows the recent order of the signed-in
 * buyer, or of the checkout this browser returned from, and never anyone
 * else's; without one it promises nothing that was not sent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.services;
  await funnelPageLoader(request, context.services);
  const user = await getSessionUser(request, context);
  const now = new Date();
  if (user) return { order: await recentOrderOf(db, user.email, now) };
  const checkout = boundSessionId(config.authSecret, request.headers.get("cookie"));
  return { order: checkout ? await recentOrderOfCheckout(db, checkout, now) : null };
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default CompletePage;
