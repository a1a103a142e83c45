/**
 * How Stripe links a payment to the subscription it paid, in the shapes of
 * both API versions an endpoint may send events in. Stripe sends events in
 * the endpoint's API version (the account's default unless chosen):
 *
 * - since 2025-03-31 ("basil") an invoice names its subscription under
 *   `parent.subscription_details.subscription`, and a charge names no
 *   invoice: the invoice is found through the Invoice Payments API;
 * - before it, `invoice.subscription` and `charge.invoice` carry the ids.
 */

type Reference = string | { id: string } | null | undefined;

const idOf = (value: Reference): string | null => (!value ? null : typeof value === "string" ? value : value.id);

/** The fields of an invoice, of either version, that name its subscription. */
export interface InvoiceLinks {
  parent?: { subscription_details?: { subscription?: Reference } | null } | null;
  /** Before 2025-03-31. */
  subscription?: Reference;
}

/** The subscription an invoice bills, whichever version's shape it has; null for a one-off invoice. */
export function subscriptionOfInvoice(invoice: InvoiceLinks): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** The invoice a charge paid, when the event's version still says so on the charge (before 2025-03-31). */
export function invoiceOfCharge(charge: { invoice?: Reference }): string | null {
  return idOf(charge.invoice);
}

/**
 * Whether a closed dispute gives back what opening it revoked: the owner
 * won it, or it was an inquiry the bank closed without a chargeback.
 * A lost dispute keeps the access revoked.
 */
export function disputeRestoresAccess(status: string): boolean {
  return status === "won" || status === "warning_closed";
}
