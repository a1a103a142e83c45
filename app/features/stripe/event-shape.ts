import type Stripe from "stripe";
import { z } from "zod";
import type { HANDLED_EVENTS } from "./stripe-events.server";

/**
 * The shape of a Stripe event, checked after its signature and before the
 * site acts on it: a correctly signed body that is not an event, or whose
 * object lacks what the handler reads, is refused with a 400 instead of
 * failing inside the handler. Objects are loose (Stripe adds fields with
 * each API version); only the fields the handlers read are named.
 */
const reference = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();

const session = z.looseObject({
  id: z.string().min(1),
  payment_status: z.string(),
  customer_details: z.looseObject({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
  customer_email: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  customer: reference,
  payment_intent: reference,
  subscription: reference,
  recovered_from: z.string().nullish(),
});

const dispute = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  reason: z.string(),
  charge: reference,
  payment_intent: reference,
});

const OBJECT_SHAPES: Record<(typeof HANDLED_EVENTS)[number], z.ZodType> = {
  "checkout.session.completed": session,
  "checkout.session.async_payment_succeeded": session,
  // `invoice` only in events of API versions before 2025-03-31 (invoice-links.ts).
  "charge.refunded": z.looseObject({
    id: z.string(),
    refunded: z.boolean(),
    payment_intent: reference,
    invoice: reference,
  }),
  "charge.dispute.created": dispute,
  "charge.dispute.closed": dispute,
  "customer.subscription.deleted": z.looseObject({ id: z.string().min(1) }),
  "customer.subscription.updated": z.looseObject({
    id: z.string().min(1),
    cancel_at: z.number().nullable(),
    cancel_at_period_end: z.boolean(),
  }),
  "checkout.session.expired": z.looseObject({
    id: z.string().min(1),
    created: z.number(),
    customer_details: z.looseObject({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
    customer_email: z.string().nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
    consent: z.looseObject({ promotions: z.string().nullish() }).nullish(),
    after_expiration: z
      .looseObject({
        recovery: z.looseObject({ url: z.string().nullish(), expires_at: z.number().nullish() }).nullish(),
      })
      .nullish(),
  }),
  // The subscription under `parent` since API 2025-03-31, as `subscription` before it.
  "invoice.payment_failed": z.looseObject({
    next_payment_attempt: z.number().nullable(),
    parent: z.looseObject({ subscription_details: z.looseObject({ subscription: reference }).nullish() }).nullish(),
    subscription: reference,
  }),
};

const envelope = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  livemode: z.boolean(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

function describeIssue(prefix: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = [prefix, ...(issue?.path ?? [])].filter((part) => part !== "").join(".");
  return `Not a Stripe event: ${path || "body"}: ${issue?.message ?? "not accepted"}`;
}

/** A parsed webhook body as the event the handlers take, or why it is not one. */
export function readStripeEvent(value: unknown): { ok: true; event: Stripe.Event } | { ok: false; error: string } {
  const shell = envelope.safeParse(value);
  if (!shell.success) return { ok: false, error: describeIssue("", shell.error) };
  const shape = (OBJECT_SHAPES as Partial<Record<string, z.ZodType>>)[shell.data.type];
  const object = shape?.safeParse(shell.data.data.object);
  if (object && !object.success) return { ok: false, error: describeIssue("data.object", object.error) };
  // The body itself is handed on (not zod's copy): it is what the order keeps as its raw event.
  return { ok: true, event: value as Stripe.Event };
}
