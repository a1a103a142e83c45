import { ORDER_EMAILS } from "~/content/account-emails";
import type { OrderCharges, OrderLine, ShippingAddress } from "~/db/schema";
import { formatOrderAmount } from "~/lib/order-amount";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import { greetingFor, renderEmail } from "~/lib/email/templates";
import { overlayCopy, type CopyOverrides } from "~/lib/page-copy";
import { addressLines, CARRIER_LABELS, type Carrier } from "~/lib/shipping";

/**
 * The emails about an order (issue 39), in the owner's words (Pages tab,
 * "Account emails"): the receipt every paid order sends once, the notice
 * that a parcel left, and the refund notice. Every figure is one the
 * provider reported; a line it did not give is left out, never made up.
 */

const orderWords = (copy: CopyOverrides) => overlayCopy("orderEmails", ORDER_EMAILS, copy);

/** An order's "Visa" from Stripe's "visa"; the brand as given for one not listed. */
const CARD_BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export interface ReceiptOrder {
  orderId: string;
  email: string;
  name: string;
  lines: readonly OrderLine[];
  amount: number | null;
  currency: string | null;
  charges: OrderCharges | null;
  shippingAddress: ShippingAddress | null;
  ships: boolean;
}

/** The receipt's payment lines: the provider's subtotal, discount, shipping, tax and total, as far as it gave them. */
export function receiptTotals(order: Pick<ReceiptOrder, "amount" | "currency" | "charges">): string[] {
  const money = (cents: number) => formatOrderAmount(cents, order.currency);
  const charges = order.charges ?? {};
  const lines: string[] = [];
  if (charges.subtotal !== undefined) lines.push(`Subtotal: ${money(charges.subtotal)}`);
  const code = charges.coupon ? ` (${charges.coupon})` : "";
  if (charges.discount) lines.push(`Discount${code}: -${money(charges.discount)}`);
  else if (charges.coupon) lines.push(`Coupon: ${charges.coupon}`);
  if (charges.shipping !== undefined)
    lines.push(`Shipping: ${charges.shipping === 0 ? "free" : money(charges.shipping)}`);
  if (charges.tax !== undefined) lines.push(`Tax: ${money(charges.tax)}`);
  if (order.amount !== null) lines.push(`Total paid: ${money(order.amount)}`);
  if (charges.card)
    lines.push(`Paid with ${CARD_BRANDS[charges.card.brand] ?? charges.card.brand} ending in ${charges.card.last4}`);
  return lines;
}

/** An item of the receipt: its name, and its price when the provider gave one. */
function itemLine(line: OrderLine, currency: string | null): string {
  const name = line.description || "Item";
  return line.amount === null ? name : `${name}: ${formatOrderAmount(line.amount, currency)}`;
}

export function orderReceiptEmail(order: ReceiptOrder, options: { libraryUrl: string; copy: CopyOverrides }) {
  const words = orderWords(options.copy).receipt;
  const values = { order: order.orderId };
  const paragraphs = words.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values));
  if (order.ships) paragraphs.push(words.shipsNote);
  return renderEmail({
    to: order.email,
    subject: fillPlaceholders(words.subject, values),
    greeting: greetingFor(order.name, options.copy),
    paragraphs,
    lists: [
      { title: words.itemsTitle, items: order.lines.map((line) => itemLine(line, order.currency)) },
      { title: words.totalsTitle, items: [`Order number: ${order.orderId}`, ...receiptTotals(order)] },
      ...(order.shippingAddress ? [{ title: words.addressTitle, items: addressLines(order.shippingAddress) }] : []),
    ],
    action: { label: words.action, url: options.libraryUrl },
  });
}

export function orderShippedEmail(
  order: { orderId: string; email: string; name: string; shippingAddress: ShippingAddress | null },
  shipment: { carrier: Carrier; trackingNumber: string; trackingUrl: string },
  copy: CopyOverrides,
): OutgoingEmail {
  const words = orderWords(copy).shipped;
  const values = { order: order.orderId, carrier: CARRIER_LABELS[shipment.carrier], tracking: shipment.trackingNumber };
  return renderEmail({
    to: order.email,
    subject: fillPlaceholders(words.subject, values),
    greeting: greetingFor(order.name, copy),
    paragraphs: words.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    lists: order.shippingAddress ? [{ title: words.addressTitle, items: addressLines(order.shippingAddress) }] : [],
    action: { label: words.action, url: shipment.trackingUrl },
  });
}

export function refundNoticeEmail(order: { orderId: string; email: string; name: string }, copy: CopyOverrides) {
  const words = orderWords(copy).refund;
  const values = { order: order.orderId };
  return renderEmail({
    to: order.email,
    subject: fillPlaceholders(words.subject, values),
    greeting: greetingFor(order.name, copy),
    paragraphs: words.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
  });
}
