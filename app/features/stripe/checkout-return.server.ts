import { pageLocation } from "~/lib/page-location";
import type { Services } from "~/services.server";
import { bindRequestToContact } from "~/features/funnel/index.server";
import { localRedirect } from "~/lib/safe-redirect";
import { bindingCookie, boundSessionId, isCheckoutSessionId } from "./checkout-binding.server";
import { isPaidSession } from "./checkout-rules";
import { stripeClient } from "./client.server";

/**
 * A funnel page reached from Stripe's success URL (`?session_id=cs_...`):
 * the session is checked with Stripe's API, and only a paid one binds this
 * browser's one-click upsells to it (httpOnly cookie). Either way the page
 * is reloaded without the id in its address. Null when there is no id.
 */
async function bindReturningCheckout(request: Request, services: Services): Promise<Response | null> {
  const url = pageLocation(request.url);
  const sessionId = url.searchParams.get("session_id");
  if (sessionId === null) return null;
  url.searchParams.delete("session_id");
  const clean = `${url.pathname}${url.search}`;
  const { config, log } = services;
  if (!config.stripe || !isCheckoutSessionId(sessionId)) return localRedirect(clean);
  let buyer: string | null | undefined;
  try {
    const session = await stripeClient(config.stripe).checkout.sessions.retrieve(sessionId);
    if (session.status !== "complete" || !isPaidSession(session)) return localRedirect(clean);
    buyer = session.customer_details?.email;
  } catch (error) {
    log.warn("stripe: returning checkout not verified", { error: (error as Error).message });
    return localRedirect(clean);
  }
  // The buyer is a known contact now: the funnel's deadlines follow them to any device.
  if (buyer) await bindRequestToContact(services.db, request, buyer);
  const cookie = bindingCookie({
    secret: config.authSecret,
    sessionId,
    secure: config.baseUrl.startsWith("https:"),
  });
  return localRedirect(clean, { headers: { "Set-Cookie": cookie } });
}

/** Whether this browser returned from a paid checkout, so "Yes" can charge with one click. */
function hasBoundCheckout(request: Request, services: Services): boolean {
  return (
    Boolean(services.config.stripe) &&
    boundSessionId(services.config.authSecret, request.headers.get("cookie")) !== null
  );
}

/** The loader of every page a Stripe checkout returns to. */
export async function funnelPageLoader(request: Request, services: Services): Promise<{ oneClick: boolean }> {
  const returning = await bindReturningCheckout(request, services);
  if (returning) throw returning;
  return { oneClick: hasBoundCheckout(request, services) };
}
