import type Stripe from "stripe";
import type { OrderCharges, ShippingAddress } from "~/db/schema";

/**
 * What a paid Checkout Session says beside its line items: where to ship
 * (`collected_information.shipping_details` since API 2025-03-31,
 * `shipping_details` before) with the phone Checkout collected, and the
 * subtotal, discount, shipping and tax of `total_details`.
 */

type SessionShipping = { name?: string | null; address?: Partial<Stripe.Address> | null } | null | undefined;

const clean = (value: string | null | undefined, max = 200) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, max);

export function shippingOfSession(session: Stripe.Checkout.Session): ShippingAddress | null {
  const legacy = (session as unknown as { shipping_details?: SessionShipping }).shipping_details;
  const details: SessionShipping = session.collected_information?.shipping_details ?? legacy;
  const address = details?.address;
  if (!address) return null;
  return {
    name: clean(details.name ?? session.customer_details?.name),
    line1: clean(address.line1),
    line2: clean(address.line2),
    city: clean(address.city),
    state: clean(address.state),
    postalCode: clean(address.postal_code, 20),
    country: clean(address.country, 2).toUpperCase(),
    phone: clean(session.customer_details?.phone, 40),
  };
}

export function chargesOfSession(session: Stripe.Checkout.Session): OrderCharges {
  const totals = session.total_details;
  const charges: OrderCharges = {};
  if (typeof session.amount_subtotal === "number") charges.subtotal = session.amount_subtotal;
  if (totals) {
    if (totals.amount_discount) charges.discount = totals.amount_discount;
    if (typeof totals.amount_shipping === "number" && session.shipping_cost) charges.shipping = totals.amount_shipping;
    // With Stripe Tax on, the tax is recorded even when nothing was due (the receipt then says $0.00).
    if (totals.amount_tax || session.automatic_tax?.enabled) charges.tax = totals.amount_tax;
  }
  return charges;
}
