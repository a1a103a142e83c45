import { data, Link, useLoaderData, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CHECKOUT_LINK_PAGE, offerCheckoutPath } from "~/content/checkout-link";
import { COUNTDOWN_COPY } from "~/content/funnel";
import { isOfferId, type OfferId } from "~/content/offers";
import { getSessionUser } from "~/features/auth/session.server";
import { visitorOfRequest } from "~/features/conversions/index.server";
import { offerAfterDeadline } from "~/features/funnel";
import { checkoutLinkAvailability } from "~/features/funnel/deadlines.server";
import { isSoldThroughStripe, returnPathsOf } from "~/features/stripe/checkout-rules";
import { startOfferCheckout } from "~/features/stripe/start-checkout.server";
import { couponOfRequest } from "~/lib/coupon-link";
import { formatDollars } from "~/lib/format-price";
import { useOffers } from "~/lib/site-content-context";
import type { Route } from "./+types/checkout";

type PageState = { state: "ended"; offerId: OfferId } | { state: "unavailable" };

export function meta() {
  return [{ title: "Checkout | Rerouted" }, { name: "robots", content: "noindex" }];
}

/**
 * 303 to a payment page: Stripe's Checkout Session or the owner's saved
 * checkout link, never a target taken from the request, so not a local
 * redirect (lib/safe-redirect.ts).
 */
function toPaymentPage(url: string, headers: Headers): Response {
  headers.set("Location", url);
  return new Response(null, { status: 303, headers });
}

/**
 * GET /checkout/:offerId, the link emails carry for an offer (the approval
 * email's two options): starts the offer's checkout with the provider the
 * Offers tab chose, whenever the link is opened. Stripe: a Checkout Session
 * for the offer, prefilled with the address of the signed-in buyer or of
 * the email's reader; ThriveCart and plain links: the hosted checkout link.
 * An offer whose deadline has passed for this browser (or for the email's
 * contact, which the link binds it to) is a 410 page. It is public, like
 * the buy buttons. Mail scanners open links before the reader does: a GET
 * only ever opens a payment page (a Checkout Session charges nothing until
 * the buyer pays on it), so a prefetch costs a session that expires unused.
 */
export async function loader({ request, url: page, params, context }: Route.LoaderArgs) {
  const { config } = context.services;
  if (!isOfferId(params.offerId)) throw data(null, { status: 404 });
  const { offers, settings } = (await context.services.siteContent.fresh()).content;
  const offer = offers[params.offerId];
  const { availability, contact, headers } = await checkoutLinkAvailability(context.services, request, offer.id);
  if (!availability.available) return data<PageState>({ state: "ended", offerId: offer.id }, { status: 410, headers });
  if (!isSoldThroughStripe(offer)) return toPaymentPage(offer.cartUrl, headers);
  if (!config.stripe) return data<PageState>({ state: "unavailable" }, { status: 503, headers });
  const user = await getSessionUser(request, context);
  const url = await startOfferCheckout(context.services, config.stripe, {
    offer,
    clientIp: context.clientIp,
    customerEmail: user?.email ?? contact,
    offerEndsAt: availability.endsAt,
    couponCode: couponOfRequest(request),
    tax: settings.stripeTax,
    // The link's own page, without its signed contact, is where this order started.
    visitor: await visitorOfRequest(context.services, request, {
      clientIp: context.clientIp,
      page: new URL(page.pathname, config.baseUrl),
    }),
  });
  if (!url) return data<PageState>({ state: "unavailable" }, { status: 502, headers });
  return toPaymentPage(url, headers);
}

const linkClass = "text-primary underline underline-offset-4";

/** What the link shows instead of a payment page: the offer has ended, or the provider did not answer. */
export default function CheckoutLink() {
  const page = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const offers = useOffers();
  if (page.state === "unavailable") {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold">{CHECKOUT_LINK_PAGE.unavailableTitle}</h1>
        <p className="mt-4 text-muted-foreground">{CHECKOUT_LINK_PAGE.unavailableBody}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-6 font-medium">
          {/* A full load: the link starts the checkout again. */}
          <a href={`${pathname}${search}`} className={linkClass}>
            {CHECKOUT_LINK_PAGE.retry}
          </a>
          <Link to="/" className={linkClass}>
            {CHECKOUT_LINK_PAGE.home}
          </Link>
        </div>
      </section>
    );
  }
  // As the offer card shows a passed deadline: the price is gone, and the regular price is sold where there is one.
  const offer = offers[page.offerId];
  const regularId = offerAfterDeadline(page.offerId);
  const regular = regularId ? offers[regularId] : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">{COUNTDOWN_COPY.expired}</h1>
      <p className="mt-4 text-muted-foreground">{COUNTDOWN_COPY.withdrawn(formatDollars(offer.price))}</p>
      {regular ? (
        <Button asChild size="lg" variant="accent" className="mt-8">
          {/* A full load: this route's answer is a redirect to another site. */}
          <a href={`${offerCheckoutPath(regular.id)}${search}`}>
            {COUNTDOWN_COPY.regularPriceBuy(offer.label, formatDollars(regular.price))}
          </a>
        </Button>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-6 font-medium">
        <Link to={returnPathsOf(offer.id).cancel} className={linkClass}>
          {CHECKOUT_LINK_PAGE.back}
        </Link>
        <Link to="/" className={linkClass}>
          {CHECKOUT_LINK_PAGE.home}
        </Link>
      </div>
    </section>
  );
}
