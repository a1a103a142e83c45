import type Stripe from "stripe";
import { OFFER_IDS, OFFER_PLACES, type Offer, type OfferId } from "~/content/offers";
import { formatCents } from "~/lib/format-price";
import type { ChecklistItem } from "~/lib/launch-checklist";
import { checkoutModeOf, toCents } from "./checkout-rules";

/**
 * One source of truth for prices: the Offers tab says what the pages show,
 * the Stripe Price what Checkout and the one-click upsells charge. These
 * rules say whether the two agree, and what to tell the owner when not.
 */

/** The currency every page shows its prices in ("$"), and the trial fee's line is charged in. */
export const SITE_CURRENCY = "usd";

/** What of a Stripe Price decides the charge: the fields the comparison reads. */
export type StripePriceFacts = Pick<
  Stripe.Price,
  "id" | "active" | "billing_scheme" | "currency" | "custom_unit_amount" | "type" | "unit_amount"
> & { recurring: Pick<Stripe.Price.Recurring, "interval" | "interval_count" | "usage_type"> | null };

/** What the site learned about a price id from Stripe. */
export type PriceLookup =
  | { state: "found"; price: StripePriceFacts }
  /** Stripe answered that this key's mode has no such price. */
  | { state: "missing" }
  /** No answer to judge by: Stripe unreachable, or the key refused. */
  | { state: "unchecked"; reason: "unreachable" | "key-refused" };

/** One disagreement, on the Offers tab field the owner would change. */
export interface PriceProblem {
  field: "price" | "stripePriceId";
  message: string;
}

export type PriceVerdict =
  { state: "match" } | { state: "differs"; problems: PriceProblem[] } | { state: "unchecked"; problem: PriceProblem };

/**
 * The Stripe Price an offer's checkout needs. A single payment is a
 * one-time price of the offer's price; a payment plan a monthly price of
 * one payment (the site ends it after `installments` payments, decision
 * 014); the trial a monthly price of what it renews into, since the site
 * adds the trial period and its fee itself (create-checkout.server.ts).
 */
export function expectedStripePrice(offer: Pick<Offer, "price" | "installments" | "renewal">): {
  unitAmount: number;
  currency: string;
  monthly: boolean;
} {
  if (checkoutModeOf(offer) === "payment") {
    return { unitAmount: toCents(offer.price), currency: SITE_CURRENCY, monthly: false };
  }
  return { unitAmount: toCents(offer.renewal?.price ?? offer.price), currency: SITE_CURRENCY, monthly: true };
}

/** What the Offers tab says beside the Stripe price ID: the price a save will accept. */
export function stripePriceHint(offer: Pick<Offer, "price" | "installments" | "renewal">): string {
  const expected = expectedStripePrice(offer);
  const currency = expected.currency.toUpperCase();
  if (offer.renewal) {
    return `Checked with Stripe when saved: a monthly ${currency} price of ${formatCents(expected.unitAmount)}, what the trial renews at (the site adds the trial and its fee)`;
  }
  return `Checked with Stripe when saved: a ${expected.monthly ? "monthly" : "one-time"} ${currency} price of the price above`;
}

/** "every month", "every 3 months", "every year". */
function cadence(recurring: Pick<Stripe.Price.Recurring, "interval" | "interval_count">): string {
  const count = recurring.interval_count;
  return count === 1 ? `every ${recurring.interval}` : `every ${count} ${recurring.interval}s`;
}

/**
 * Every way the Stripe price charges something other than what the offer's
 * pages show, empty when it charges exactly that. A price in another
 * currency, or without a fixed amount, has no amount to compare.
 */
export function priceDifferences(offer: Offer, price: StripePriceFacts): PriceProblem[] {
  const expected = expectedStripePrice(offer);
  const problems: PriceProblem[] = [];
  const onId = (message: string) => problems.push({ field: "stripePriceId", message });
  const name = `Stripe price ${price.id}`;

  if (!price.active)
    onId(`${name} is archived, so checkout can't sell it: restore it in Stripe or choose an active price`);
  if (expected.monthly) {
    if (price.type !== "recurring" || !price.recurring) {
      onId(
        offer.renewal
          ? "This price is one-time; the trial renews into a monthly recurring price"
          : "This price is one-time; a payment plan needs a monthly recurring price",
      );
    } else {
      if (price.recurring.interval !== "month" || price.recurring.interval_count !== 1) {
        onId(`${name} bills ${cadence(price.recurring)}, but ${offer.label} is billed every month`);
      }
      if (price.recurring.usage_type !== "licensed") {
        onId(`${name} is billed by usage (metered), but ${offer.label} is a fixed amount every month`);
      }
    }
  } else if (price.type !== "one_time") {
    const every = price.recurring ? ` (${cadence(price.recurring)})` : "";
    onId(`${name} is recurring${every}, but ${offer.label} is paid once: choose a one-time price`);
  }

  if (price.currency !== expected.currency) {
    onId(`${name} is in ${price.currency.toUpperCase()}, but the site sells in ${expected.currency.toUpperCase()}`);
  } else if (price.unit_amount === null || price.billing_scheme !== "per_unit" || price.custom_unit_amount) {
    onId(`${name} has no fixed amount (tiered, or chosen by the buyer): choose a price with a fixed amount`);
  } else if (price.unit_amount !== expected.unitAmount) {
    const charged = `${formatCents(price.unit_amount)}${price.recurring ? ` ${cadence(price.recurring)}` : ""}`;
    const per = expected.monthly ? " every month" : "";
    // The trial's price field is its fee; what Stripe charges is the renewal, which the seeds set.
    if (offer.renewal) {
      onId(`${name} charges ${charged}, but the trial renews at ${formatCents(expected.unitAmount)}${per}`);
    } else {
      problems.push({
        field: "price",
        message: `${name} charges ${charged}, but the offer shows ${formatCents(expected.unitAmount)}${per}`,
      });
    }
  }
  return problems;
}

/** The verdict on an offer's Stripe price id, from what Stripe answered (`live`: the key's mode). */
export function priceVerdict(offer: Offer, lookup: PriceLookup, live: boolean): PriceVerdict {
  const id = offer.stripePriceId;
  if (lookup.state === "found") {
    const problems = priceDifferences(offer, lookup.price);
    return problems.length === 0 ? { state: "match" } : { state: "differs", problems };
  }
  if (lookup.state === "missing") {
    const message = live
      ? `Stripe has no price ${id} in live mode: a test-mode price does not exist there, copy the live price's id`
      : `Stripe has no price ${id} in test mode: copy the id from the price's page in Stripe`;
    return { state: "differs", problems: [{ field: "stripePriceId", message }] };
  }
  const message =
    lookup.reason === "key-refused"
      ? `Stripe refused the site's key (STRIPE_SECRET_KEY) reading ${id}: a restricted key needs read access to Prices`
      : `Stripe did not answer, so ${id} could not be checked: try again in a minute`;
  return { state: "unchecked", problem: { field: "stripePriceId", message } };
}

/** The field errors of a verdict's problems, several on one field joined. */
export function priceFieldErrors(problems: readonly PriceProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of problems) errors[field] = errors[field] ? `${errors[field]}; ${message}` : message;
  return errors;
}

/** The Stripe price ids the offers name, each once: what the launch checklist asks Stripe about. */
export function namedPriceIds(offers: Record<OfferId, Offer>): string[] {
  return [...new Set(OFFER_IDS.map((id) => offers[id].stripePriceId.trim()).filter(Boolean))];
}

/** The launch checklist's Stripe part: how many named prices were compared, and what disagrees or went unchecked. */
export interface StripePriceReport {
  /** Offers naming a Stripe price id. */
  named: number;
  /** False without STRIPE_SECRET_KEY: nothing was asked, nothing is claimed. */
  configured: boolean;
  /** Offers whose price Stripe confirmed. */
  matching: number;
  differing: ChecklistItem[];
  unchecked: ChecklistItem[];
  /** How old a lookup may be (its cache). */
  checkedWithinSeconds: number;
}

/**
 * Every offer naming a Stripe price, judged by Stripe's answer for that id
 * (`lookups`, absent when Stripe is not configured). Each item links to
 * the field to change in the Offers tab.
 */
export function stripePriceReport(
  offers: Record<OfferId, Offer>,
  lookups: ReadonlyMap<string, PriceLookup> | null,
  options: { live: boolean; checkedWithinSeconds: number },
): StripePriceReport {
  const report: StripePriceReport = {
    named: 0,
    configured: lookups !== null,
    matching: 0,
    differing: [],
    unchecked: [],
    checkedWithinSeconds: options.checkedWithinSeconds,
  };
  for (const id of OFFER_IDS) {
    const offer = offers[id];
    const priceId = offer.stripePriceId.trim();
    if (!priceId) continue;
    report.named += 1;
    const lookup = lookups?.get(priceId);
    if (!lookup) continue;
    const verdict = priceVerdict(offer, lookup, options.live);
    const item = (problems: PriceProblem[]): ChecklistItem => ({
      field: `${id}.stripe-price`,
      label: `${offer.label} (${OFFER_PLACES[id]}): ${problems.map((problem) => problem.message).join("; ")}`,
      href: `/admin?tab=offers#${id}.${problems[0]!.field}`,
    });
    if (verdict.state === "match") report.matching += 1;
    else if (verdict.state === "differs") report.differing.push(item(verdict.problems));
    else report.unchecked.push(item([verdict.problem]));
  }
  return report;
}
