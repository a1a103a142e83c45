import { COMPLETE } from "~/content/funnel";
import { getSessionUser } from "~/features/auth/session.server";
import { CompletePage } from "~/features/funnel/components/complete-page";
import { recentOrderOf } from "~/features/funnel/order-summary.server";
import { funnelPageLoader } from "~/features/stripe/checkout-return.server";
import type { Route } from "./+types/rerouted.complete";

export function meta() {
  return [{ title: COMPLETE.title }, { name: "robots", content: "noindex" }];
}

/**
 * Reached from a Stripe checkout, it binds the one-click upsells to it
 * (checkout-return.server). It shows the signed-in buyer's recent order, if
 * any, and never anyone else's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await funnelPageLoader(request, context.services);
  const user = await getSessionUser(request, context);
  const order = user ? await recentOrderOf(context.services.db, user.email, new Date()) : null;
  return { order };
}

export default function Complete({ loaderData }: Route.ComponentProps) {
  return <CompletePage order={loaderData.order} />;
}
