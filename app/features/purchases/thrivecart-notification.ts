import { z } from "zod";
import type { OrderCharges, ShippingAddress } from "~/db/schema";
import { isThriveCartItemKey, thriveCartItemKey, type ThriveCartItemKey } from "~/lib/thrivecart-ids";

/**
 * ThriveCart's webhook notifications (Settings > API & Webhooks), read into
 * what the site acts on. ThriveCart posts every event of the account, form
 * encoded (PHP brackets) or JSON; amounts are in cents, often as strings.
 * Purchases are named in `purchase_map` as `product-12`, `bump-12`,
 * `upsell-3`, `downsell-5`: the kind of item and its id in ThriveCart;
 * `order[charges]` lists the same items as charges (`item_type`,
 * `reference`, `name`, `amount`): what the order charged for each.
 */

const THRIVECART_EVENTS = [
  "order.success",
  "order.subscription_payment",
  "order.refund",
  "order.subscription_cancelled",
] as const;

export type ThriveCartNotification =
  | { kind: "ignored"; event: string }
  | {
      kind: "paid";
      event: "order.success" | "order.subscription_payment";
      test: boolean;
      orderId: string;
      email: string;
      name: string;
      currency: string;
      amountCents: number;
      /** What was bought, as `purchase_map` (else the charges) names it, with its name and price when given. */
      items: PaidItem[];
      /** What the notification says was bought but names no ThriveCart item for: the order is not mapped whole. */
      unidentified: string[];
      /** The buyer's shipping address (else their address), when the checkout asked for one. */
      shipping: ShippingAddress | null;
      /** The tax the order says it charged and the coupon code it was paid with, when it says. */
      charges: OrderCharges;
    }
  | {
      kind: "refund" | "cancelled";
      event: "order.refund" | "order.subscription_cancelled";
      test: boolean;
      orderId: string;
      email: string;
      /** The refunded or cancelled item; null when the notification does not name one (the whole order). */
      item: ThriveCartItemKey | null;
    };

const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const cents = text.pipe(z.string().regex(/^\d{1,12}$/, "amounts are whole cents")).transform(Number);
const id = text.pipe(z.string().regex(/^[\w-]{1,64}$/, "ids are letters, digits and dashes"));

/** A list ThriveCart may send as an array or, form encoded with explicit keys, as an object. */
const list = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.record(z.string(), item).transform((record) => Object.values(record))]);

const itemRef = z.object({ type: text, id: id.optional(), product_id: id.optional() }).loose();

/** A charge is read leniently: one naming no item leaves the order needing attention, never refused. */
const charge = z
  .object({
    item_type: text.optional(),
    type: text.optional(),
    item_id: text.optional(),
    reference: text.optional(),
    name: text.optional(),
    amount: text.optional(),
  })
  .loose();
type Charge = z.infer<typeof charge>;

/** An address as ThriveCart sends it (customer[address][line1], ...[zip], ...[country]); every line optional. */
const postal = z
  .object({
    line1: text.optional(),
    line2: text.optional(),
    city: text.optional(),
    state: text.optional(),
    zip: text.optional(),
    country: text.optional(),
  })
  .loose();

const notificationSchema = z
  .object({
    event: text,
    mode: text.optional(),
    order_id: id,
    base_product: id.optional(),
    currency: text.optional(),
    customer: z
      .object({
        email: text.pipe(z.string().toLowerCase().pipe(z.email("customer[email] must be an email"))),
        name: text.optional(),
        first_name: text.optional(),
        last_name: text.optional(),
        address: postal.optional(),
        shipping_address: postal.optional(),
        contactno: text.optional(),
      })
      .loose(),
    order: z
      .object({ total: cents.optional(), tax: cents.optional(), charges: list(charge).optional() })
      .loose()
      .optional(),
    // The coupon the buyer used, where the checkout had one (not in ThriveCart's published parameter list:
    // read from either name deliveries carry it under, and never required).
    coupon_code: text.optional(),
    coupon: text.optional(),
    purchase_map: list(text).optional(),
    purchases: list(text).optional(),
    refund: itemRef.optional(),
    subscription: itemRef.optional(),
  })
  .loose();

function itemOf(ref: z.infer<typeof itemRef> | undefined): ThriveCartItemKey | null {
  if (!ref) return null;
  const itemId = ref.id ?? ref.product_id;
  return itemId ? thriveCartItemKey(ref.type, itemId) : null;
}

/** An item an order paid for; `amount` (cents) is what its charges say it cost, null when they do not say. */
interface PaidItem {
  key: ThriveCartItemKey;
  name: string;
  amount: number | null;
}

interface PaidItems {
  items: PaidItem[];
  unidentified: string[];
}

/** One thing the notification says was bought: its item when it names one, and how it names it. */
interface ReadItem {
  key: ThriveCartItemKey | null;
  name: string;
  /** As the notification wrote it (a `purchase_map` entry), for an item that is not ThriveCart's. */
  raw: string;
}

function readPurchaseMap(map: readonly string[], names: readonly string[] = []): ReadItem[] {
  return map.map((entry, index) => {
    const key = entry.toLowerCase();
    return { key: isThriveCartItemKey(key) ? key : null, name: names[index] ?? "", raw: entry };
  });
}

/** The item a charge is for: its item type and id (`upsell`, `3`), or null when it names none. */
function chargeKey(c: Charge): ThriveCartItemKey | null {
  const type = c.item_type ?? c.type;
  const itemId = c.item_id ?? c.reference;
  return type && itemId ? thriveCartItemKey(type, itemId) : null;
}

function readCharges(charges: readonly Charge[]): ReadItem[] {
  return charges.map((c) => ({ key: chargeKey(c), name: c.name ?? "", raw: "" }));
}

/**
 * What an item cost: the amounts of the order's charges for it (matched by
 * item type and id), added up. Null when no charge is for it, or one of
 * them gives no amount in whole cents (a sum of some would be made up).
 */
function priceOfItem(key: ThriveCartItemKey, charges: readonly Charge[] = []): number | null {
  const matching = charges.filter((c) => chargeKey(c) === key);
  if (matching.length === 0) return null;
  let total = 0;
  for (const c of matching) {
    if (!c.amount || !/^\d{1,12}$/.test(c.amount)) return null;
    total += Number(c.amount);
  }
  return total;
}

/**
 * What an order.success bought, each item once: `purchase_map` with
 * `purchases`' names (in the same order); without it, the order's
 * charges; with neither, its front-end product. Each item is priced by
 * its charges, whichever named it. An entry or charge naming no
 * ThriveCart item is `unidentified`, so the order is not taken as mapped
 * whole.
 */
export function itemsOfOrder(order: {
  purchaseMap?: readonly string[];
  purchases?: readonly string[];
  charges?: readonly Charge[];
  baseProduct?: string;
}): PaidItems {
  const read = order.purchaseMap?.length
    ? readPurchaseMap(order.purchaseMap, order.purchases)
    : order.charges?.length
      ? readCharges(order.charges)
      : order.baseProduct
        ? [{ key: thriveCartItemKey("product", order.baseProduct), name: "", raw: "" }]
        : [];
  const items: PaidItems["items"] = [];
  const unidentified: string[] = [];
  for (const { key, name, raw } of read) {
    if (!key) unidentified.push((raw && name ? `${raw} (${name})` : raw || name || "(unnamed)").slice(0, 200));
    else if (!items.some((item) => item.key === key))
      items.push({ key, name: name.slice(0, 200), amount: priceOfItem(key, order.charges) });
  }
  return { items, unidentified };
}

function buyerName(customer: { name?: string; first_name?: string; last_name?: string }): string {
  const parts = [customer.first_name, customer.last_name].filter(Boolean).join(" ").trim();
  return (parts || customer.name || "").trim().slice(0, 200);
}

/**
 * Where a paid order ships: the checkout's shipping address, else the
 * buyer's address; null when neither names a street (a digital order).
 */
function shippingOfCustomer(customer: {
  address?: z.infer<typeof postal>;
  shipping_address?: z.infer<typeof postal>;
  contactno?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
}): ShippingAddress | null {
  const address = customer.shipping_address?.line1 ? customer.shipping_address : customer.address;
  if (!address?.line1) return null;
  const line = (value: string | undefined, max = 200) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, max);
  return {
    name: buyerName(customer),
    line1: line(address.line1),
    line2: line(address.line2),
    city: line(address.city),
    state: line(address.state),
    postalCode: line(address.zip, 20),
    // ThriveCart sends the code (US) or, from some checkouts, the name: a name is kept as written.
    country: /^[a-z]{2}$/i.test(line(address.country))
      ? line(address.country).toUpperCase()
      : line(address.country, 60),
    phone: line(customer.contactno, 40),
  };
}

/** The tax and the coupon code an order says it had: only what it says. */
function chargesOfOrder(tax: number | undefined, coupon: string | undefined): OrderCharges {
  const code = (coupon ?? "").replace(/\s+/g, "").toUpperCase().slice(0, 60);
  return { ...(tax === undefined ? {} : { tax }), ...(code ? { coupon: code } : {}) };
}

export type ReadResult = { ok: true; notification: ThriveCartNotification } | { ok: false; error: string };

/**
 * Reads a notification already decoded from JSON or the form. Events other
 * than the four the site handles are `ignored` (and acknowledged), whatever
 * else they carry; a handled event without an order id or a buyer's email
 * is refused.
 */
export function readThriveCartNotification(body: unknown): ReadResult {
  const event = body && typeof body === "object" ? (body as { event?: unknown }).event : undefined;
  if (typeof event !== "string" || !(THRIVECART_EVENTS as readonly string[]).includes(event.trim())) {
    return { ok: true, notification: { kind: "ignored", event: typeof event === "string" ? event.slice(0, 100) : "" } };
  }
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` };
  }
  const n = parsed.data;
  const test = n.mode?.toLowerCase() === "test";
  const common = { test, orderId: n.order_id, email: n.customer.email };
  switch (n.event as (typeof THRIVECART_EVENTS)[number]) {
    case "order.success":
    case "order.subscription_payment": {
      // A rebill pays for the one item its `subscription` names. Its charges are that payment's, not the
      // order's lines: they price none of them.
      const rebill = n.event === "order.subscription_payment";
      const rebilled = rebill ? itemOf(n.subscription) : null;
      const read = rebilled
        ? { items: [{ key: rebilled, name: "", amount: null }], unidentified: [] }
        : itemsOfOrder({
            purchaseMap: n.purchase_map,
            purchases: n.purchases,
            charges: n.order?.charges,
            baseProduct: n.base_product,
          });
      const items = rebill ? read.items.map((item) => ({ ...item, amount: null })) : read.items;
      const { unidentified } = read;
      return {
        ok: true,
        notification: {
          kind: "paid",
          event: n.event as "order.success" | "order.subscription_payment",
          ...common,
          name: buyerName(n.customer),
          currency: (n.currency ?? "USD").toUpperCase().slice(0, 3),
          amountCents: n.order?.total ?? 0,
          items,
          unidentified,
          shipping: shippingOfCustomer(n.customer),
          charges: chargesOfOrder(n.order?.tax, n.coupon_code || n.coupon),
        },
      };
    }
    case "order.refund":
      return { ok: true, notification: { kind: "refund", event: "order.refund", ...common, item: itemOf(n.refund) } };
    case "order.subscription_cancelled":
      return {
        ok: true,
        notification: {
          kind: "cancelled",
          event: "order.subscription_cancelled",
          ...common,
          item: itemOf(n.subscription),
        },
      };
  }
}

/** The notification as stored with its order (the Orders tab shows it): without the secret word. */
export function withoutThriveCartSecret(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { thrivecart_secret: _secret, ...rest } = body as Record<string, unknown>;
  return rest;
}
