/**
 * Which Stripe API version the webhook's events arrive in. Stripe sends an
 * endpoint's events in the version the endpoint was created at (the
 * account's default unless chosen), not the version the site's `stripe`
 * package calls the API with. The site reads the invoice and charge shapes
 * of both sides of 2025-03-31 (invoice-links.ts), and the launch checklist
 * asks for an endpoint at the package's version.
 */

/** The last event the endpoint delivered, as the launch checklist shows it. */
export interface WebhookDelivery {
  apiVersion: string | null;
  eventType: string;
  receivedAt: Date;
}

export type WebhookVersionReport =
  | { state: "no-events" }
  | { state: "current"; delivery: WebhookDelivery }
  | { state: "other"; delivery: WebhookDelivery; message: string };

/** Compares the version of the last delivered event with the package's (`expected`). */
export function webhookVersionReport(delivery: WebhookDelivery | null, expected: string): WebhookVersionReport {
  if (!delivery) return { state: "no-events" };
  if (delivery.apiVersion === expected) return { state: "current", delivery };
  const sent = delivery.apiVersion ?? "no version";
  return {
    state: "other",
    delivery,
    message: `Stripe sends this site's webhook events in API version ${sent}; the site is built for ${expected}. Events of both still work, but create a new endpoint at ${expected} (docs/payments.md, "Connecting Stripe") and remove the old one.`,
  };
}
