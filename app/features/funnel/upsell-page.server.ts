import { data } from "react-router";
import { funnelPageLoader } from "~/features/stripe/index.server";
import type { Services } from "~/services.server";
import type { CountdownKey } from "./deadlines";
import { countdownPageData } from "./deadlines.server";

/**
 * The loader of a one-offer upsell page: reached from a Stripe checkout it
 * binds the one-click upsells to it (checkout-return.server), and every
 * visit reads this visitor's deadline for the page's countdown.
 */
export async function upsellPageData<K extends CountdownKey>(request: Request, services: Services, key: K) {
  const { oneClick } = await funnelPageLoader(request, services);
  const { deadlines, headers } = await countdownPageData(services, request, [key]);
  return data({ oneClick, deadline: deadlines[key] }, { headers });
}
