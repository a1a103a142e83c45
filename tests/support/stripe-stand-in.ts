import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type StripeFixtures from "./stripe-fixtures.json";

// Read rather than imported: the browser suite's global setup loads this module as ESM, where Node
// refuses a JSON import without `with { type: "json" }`, which the project's ES2022 modules cannot write.
const fixtures = JSON.parse(
  readFileSync(new URL("./stripe-fixtures.json", import.meta.url), "utf8"),
) as typeof StripeFixtures;

/**
 * A local stand-in of Stripe's API for exactly the calls the site makes
 * (Checkout Sessions and their line items, prices, off-session
 * PaymentIntents, subscriptions, invoices, coupons and promotion codes,
 * sessions' discounts and Stripe Tax), answering Stripe's object
 * shapes, plus a hosted "checkout page" that completes a session the way
 * Stripe does: it creates the customer, the saved card and the payment (or
 * subscription), delivers `checkout.session.completed` signed with the
 * package's own test-header helper, then redirects to the success URL.
 * The site's real `stripe` client talks to it through STRIPE_API_URL.
 *
 * It refuses what Stripe refuses of the calls the site makes (a recurring
 * price in `payment` mode, a subscription without one, parameters of the
 * other mode, missing required fields), so a test catches a request Stripe
 * would answer 400. Charges, disputes and invoices sent in events start
 * from Stripe's published fixtures (stripe-fixtures.json), in the current
 * API version's shape or, with `apiVersion`, the shape before 2025-03-31.
 */

type Json = Record<string, unknown>;

/** How the next off-session charge of a saved card ends. */
export type CardBehaviour = "succeeds" | "authentication_required" | "card_declined";

/** The address a buyer types on the hosted page of a session that collects one (Stripe's Address shape). */
export interface BuyerShipping {
  name?: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postal_code: string;
  country: string;
  phone?: string | null;
}

/** The address the hosted page comes prefilled with (and a test buyer pays with unless it gives its own). */
const TEST_BUYER_ADDRESS = {
  line1: "1 Test Street",
  city: "Springfield",
  state: "IL",
  postal_code: "62701",
  phone: "+15555550100",
};

/** Regions Stripe refuses in shipping_address_collection.allowed_countries. */
const STRIPE_UNSHIPPABLE = new Set([
  "AS",
  "CX",
  "CC",
  "CU",
  "HM",
  "IR",
  "KP",
  "MH",
  "FM",
  "NF",
  "MP",
  "PW",
  "SD",
  "SY",
  "UM",
  "VI",
]);

interface StandInRequest {
  method: string;
  path: string;
  params: Json;
}

/** The package's API version; events default to it, as an endpoint created at it receives them. */
export const CURRENT_API_VERSION: string = Stripe.API_VERSION;
/** A version before 2025-03-31: invoices name `subscription`, charges `invoice`. */
export const LEGACY_API_VERSION = "2024-12-18.acacia";
const isLegacy = (apiVersion: string) => apiVersion < "2025-03-31";

const newId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
function parseStripeParams(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else node = (slot[part] ??= nextIsIndex ? [] : {}) as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const list = (url: string, data: unknown[]) => ({ object: "list", data, has_more: false, url });

/** What the stand-in's account has set as its public business details' terms of service URL, unless told. */
const ACCOUNT_TERMS_URL = "https://account.stand-in.example/terms";

export async function startStripeStandIn(options: {
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
  /**
   * The terms of service URL of the account's public details in the
   * Dashboard, which Stripe requires before a session may collect consent to
   * the terms; null for an account without one.
   */
  termsOfServiceUrl?: string | null;
  /**
   * Whether the owner accepted Stripe's terms for collecting promotional
   * consent (Settings > Checkout and Payment Links); without it a session
   * asking for `consent_collection[promotions]` is refused. Default true.
   */
  promotionsConsentAccepted?: boolean;
  /** Whether the customer portal's settings were saved (Settings > Billing > Customer portal). Default true. */
  portalConfigured?: boolean;
  /**
   * Whether Stripe Tax is set up (Settings > Tax: the origin address);
   * without it a session asking for `automatic_tax` is refused. Default true.
   */
  taxActive?: boolean;
  /** The rate Stripe Tax charges the test buyer's address, on the items after discounts. Default 0.08. */
  taxRate?: number;
}) {
  const termsOfServiceUrl = options.termsOfServiceUrl === undefined ? ACCOUNT_TERMS_URL : options.termsOfServiceUrl;
  const stripe = new Stripe("sk_test_stand_in");
  const prices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const lineItems = new Map<string, Json[]>();
  const paymentIntents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices: Json[] = [];
  const invoicePayments: Json[] = [];
  /** What each subscription charges a period (its recurring lines), for its later invoices. */
  const periodAmounts = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  /** Each session's creation parameters, which its recovery URL copies into a new session. */
  const sessionParams = new Map<string, Json>();
  const customers = new Set<string>();
  const portalSessions = new Map<string, Json>();
  const promotionsConsentAccepted = options.promotionsConsentAccepted ?? true;
  const coupons = new Map<string, Json>();
  const promotionCodes = new Map<string, Json>();
  let taxActive = options.taxActive ?? true;
  const taxRate = options.taxRate ?? 0.08;
  let portalConfigured = options.portalConfigured ?? true;
  const requests: StandInRequest[] = [];
  let webhookUrl = options.webhookUrl;
  let cardBehaviour: CardBehaviour = "succeeds";
  let unreachable = false;

  /**
   * A Price as Stripe's API sends it (every field of the `price` schema in
   * Stripe's OpenAPI; `unit_amount_decimal` travels as a decimal string,
   * which the package parses): one-time unless `recurring` names its
   * interval, in USD, active, per unit. A Price's amount, currency and
   * interval cannot be edited in Stripe, only archived, so drift after a
   * save comes from `archivePrice`.
   */
  function addPrice(price: {
    id: string;
    unitAmount: number;
    recurring?: Stripe.Price.Recurring.Interval;
    intervalCount?: number;
    usageType?: Stripe.Price.Recurring.UsageType;
    currency?: string;
    product?: string;
  }) {
    const recurring: Stripe.Price.Recurring | null = price.recurring
      ? {
          interval: price.recurring,
          interval_count: price.intervalCount ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: price.usageType ?? "licensed",
        }
      : null;
    prices.set(price.id, {
      id: price.id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: now(),
      currency: price.currency ?? "usd",
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: price.product ?? `prod_${price.id}`,
      recurring,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    });
  }

  const refuse = (message: string, param: string) => {
    throw new StandInError(400, "invalid_request_error", message, { param });
  };

  /** Stripe's checks of a Checkout Session's parameters, for the calls the site makes. */
  function checkSessionParams(params: Json, items: Json[], linePrices: Json[]) {
    const mode = params.mode;
    if (mode === undefined) refuse("Missing required param: mode.", "mode");
    if (mode !== "payment" && mode !== "subscription" && mode !== "setup")
      refuse(`Invalid mode: must be one of payment, setup, or subscription`, "mode");
    if (!params.success_url) refuse("Missing required param: success_url.", "success_url");
    if (items.length === 0) refuse("Missing required param: line_items.", "line_items");
    if (params.customer && params.customer_email)
      refuse("You may only specify one of these parameters: customer, customer_email.", "customer_email");
    items.forEach((item, index) => {
      if (item.quantity === undefined)
        refuse("Missing required param: line_items[0][quantity].", `line_items[${index}][quantity]`);
    });
    checkConsentParams(params);
    checkShippingParams(params);
    checkDiscountAndTaxParams(params);
    const recurring = linePrices.filter((price) => price.type === "recurring");
    if (mode === "payment") {
      if (recurring.length > 0)
        refuse(
          "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
          "line_items[0][price]",
        );
      if (params.subscription_data)
        refuse("`subscription_data` can only be used in `subscription` mode.", "subscription_data");
    }
    if (mode === "subscription") {
      if (recurring.length === 0)
        refuse("You must provide at least one recurring price in `subscription` mode when using prices.", "line_items");
      if (params.customer_creation)
        refuse("`customer_creation` can only be used in `payment` and `setup` mode.", "customer_creation");
      if (params.payment_intent_data)
        refuse("`payment_intent_data` can only be used in `payment` mode.", "payment_intent_data");
    }
  }

  /**
   * `consent_collection` and `custom_text.terms_of_service_acceptance` as
   * Stripe's API reference documents them: terms_of_service is `none` or
   * `required` (and `required` needs the account's terms URL), the custom
   * acceptance text is a `message` of at most 1200 characters (or "" to
   * unset it) shown in place of the agreement, so only with the agreement.
   */
  function checkConsentParams(params: Json) {
    const consent = params.consent_collection as Json | undefined;
    const terms = consent?.terms_of_service;
    if (terms !== undefined && terms !== "none" && terms !== "required")
      refuse(
        "Invalid consent_collection[terms_of_service]: must be one of none or required",
        "consent_collection[terms_of_service]",
      );
    checkPromotionsConsent(consent);
    if (terms === "required" && !termsOfServiceUrl)
      refuse(
        "You cannot collect consent to your terms of service unless a URL is set in the Stripe Dashboard (Settings > Public details).",
        "consent_collection[terms_of_service]",
      );
    const acceptance = (params.custom_text as Json | undefined)?.terms_of_service_acceptance;
    if (acceptance === undefined || acceptance === "") return;
    const param = "custom_text[terms_of_service_acceptance][message]";
    const message = (acceptance as Json).message;
    if (typeof message !== "string" || message === "") refuse(`Missing required param: ${param}.`, param);
    if ((message as string).length > 1200) refuse(`Invalid ${param}: must be at most 1200 characters`, param);
    if (terms !== "required")
      refuse(
        "custom_text[terms_of_service_acceptance] can only be set when consent_collection[terms_of_service] is `required`.",
        "custom_text[terms_of_service_acceptance]",
      );
  }

  /** A line's price_data as the one-time price Stripe makes of it, after checking its required fields. */
  function inlinePrice(data: Json, index: number): Json {
    const name = (data.product_data as Json | undefined)?.name;
    for (const [field, value] of [
      ["currency", data.currency],
      ["unit_amount", data.unit_amount ?? data.unit_amount_decimal],
    ] as const)
      if (value === undefined)
        refuse(
          `Missing required param: line_items[${index}][price_data][${field}].`,
          `line_items[${index}][price_data][${field}]`,
        );
    if (!data.product && !name)
      refuse(
        `Missing required param: line_items[${index}][price_data][product_data][name].`,
        `line_items[${index}][price_data][product_data][name]`,
      );
    return {
      id: newId("price"),
      object: "price",
      active: false,
      currency: data.currency,
      type: data.recurring ? "recurring" : "one_time",
      recurring: data.recurring ?? null,
      unit_amount: Number(data.unit_amount),
      product: newId("prod"),
      description: name ?? "",
    };
  }

  function createSession(params: Json): Json {
    const id = newId("cs");
    const items = (params.line_items as Json[] | undefined) ?? [];
    const linePrices = items.map((item, index) => {
      if (item.price_data) return inlinePrice(item.price_data as Json, index);
      const price = prices.get(String(item.price));
      if (!price)
        throw new StandInError(400, "invalid_request_error", `No such price: '${String(item.price)}'`, {
          param: `line_items[${index}][price]`,
        });
      if (!price.active)
        refuse(
          "The price specified is inactive. This field only accepts active prices.",
          `line_items[${index}][price]`,
        );
      return price;
    });
    checkSessionParams(params, items, linePrices);
    const lines = items.map((item, index) => {
      const price = linePrices[index]!;
      const quantity = Number(item.quantity ?? 1);
      const amount = Number(price.unit_amount) * quantity;
      return {
        id: newId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: (price.description as string | undefined) || `Product of ${String(price.id)}`,
        price,
        quantity,
      };
    });
    lineItems.set(id, lines);
    const trial = Boolean((params.subscription_data as Json | undefined)?.trial_period_days);
    const total = lines.reduce((sum, line) => {
      const recurringInTrial = trial && (line.price as Json).type === "recurring";
      return sum + (recurringInTrial ? 0 : line.amount_total);
    }, 0);
    const session: Json = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: null,
      consent: null,
      consent_collection: params.consent_collection
        ? {
            payment_method_reuse_agreement: null,
            promotions: null,
            terms_of_service: null,
            ...(params.consent_collection as Json),
          }
        : null,
      created: now(),
      currency: "usd",
      customer: params.customer ?? null,
      customer_creation: params.customer_creation ?? null,
      customer_details: null,
      customer_email: params.customer_email ?? null,
      // The subscription's first invoice, once paid (`payment_intent` stays null in subscription mode).
      invoice: null,
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
        ...(params.custom_text as Json | undefined),
      },
      livemode: false,
      metadata: params.metadata ?? {},
      mode: params.mode ?? "payment",
      ...recoveryFieldsOf(params),
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: params.success_url,
      url: `${baseUrl}/pay/${id}`,
    };
    Object.assign(session, shippingOfNewSession(params, total), discountAndTaxOfNewSession(params));
    const discount = (params.discounts as Json[] | undefined)?.[0];
    if (discount) applyPromotion(session, lines, promotionFor(discount, "discounts[0][promotion_code]"));
    sessions.set(id, session);
    sessionParams.set(id, params);
    return session;
  }

  /** What paying on the hosted page does; answers the site's reply to the webhook. */
  async function completeSession(
    id: string,
    buyer: {
      email: string;
      name: string;
      paymentStatus?: "paid" | "unpaid";
      shipping?: BuyerShipping;
      /** Typed in "Add promotion code" on the page (a session with allow_promotion_codes). */
      promotionCode?: string;
      /** A business buyer's tax ID, on a session that collects them. */
      taxId?: { type: string; value: string };
    },
  ): Promise<{ session: Json; delivery: Response }> {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const customer = (session.customer as string | null) ?? newId("cus");
    customers.add(customer);
    const paymentMethod = newId("pm");
    session.customer = customer;
    session.customer_details = { email: buyer.email, name: buyer.name, tax_exempt: "none", tax_ids: [] };
    collectShipping(session, buyer);
    if (buyer.promotionCode) {
      if (!session.allow_promotion_codes) throw new Error(`session ${id} takes no promotion code`);
      const promotion = [...promotionCodes.values()].find(
        (code) => String(code.code).toUpperCase() === buyer.promotionCode!.toUpperCase(),
      );
      if (!promotion) throw new Error(`no promotion code ${buyer.promotionCode}`);
      applyPromotion(
        session,
        lineItems.get(id) ?? [],
        promotionFor({ promotion_code: promotion.id }, "promotion_code"),
      );
    }
    if (buyer.taxId && (session.tax_id_collection as Json | undefined)?.enabled)
      (session.customer_details as Json).tax_ids = [buyer.taxId];
    computeTax(session);
    for (const discount of (session.discounts as Json[] | null) ?? []) {
      const promotion = promotionCodes.get(String(discount.promotion_code));
      if (promotion) promotion.times_redeemed = Number(promotion.times_redeemed) + 1;
    }
    // Paying on the page ticks the required terms checkbox.
    if ((session.consent_collection as Json | null)?.terms_of_service === "required")
      session.consent = { promotions: null, terms_of_service: "accepted" };
    session.status = "complete";
    session.payment_status = buyer.paymentStatus ?? "paid";
    if (session.mode === "payment") {
      const intent = paymentIntent({
        amount: Number(session.amount_total),
        currency: "usd",
        customer,
        payment_method: paymentMethod,
        status: "succeeded",
        metadata: session.metadata,
      });
      session.payment_intent = intent.id;
    } else {
      const subscription: Json = {
        id: newId("sub"),
        object: "subscription",
        billing_cycle_anchor: now(),
        cancel_at: null,
        customer,
        default_payment_method: paymentMethod,
        livemode: false,
        metadata: session.metadata,
        status: "active",
      };
      subscriptions.set(subscription.id as string, subscription);
      session.subscription = subscription.id;
      const recurring = (lineItems.get(id) ?? []).filter((line) => (line.price as Json).type === "recurring");
      periodAmounts.set(
        subscription.id as string,
        recurring.reduce((sum, line) => sum + Number(line.amount_total), 0),
      );
      // The first invoice: the first period (the plan), or only the trial's fee (nothing in a free trial).
      session.invoice = payInvoice(subscription.id as string, Number(session.amount_total)).id;
    }
    const delivery = await sendEvent("checkout.session.completed", session);
    return { session, delivery };
  }

  function paymentIntent(fields: Json): Json {
    const intent: Json = {
      id: newId("pi"),
      object: "payment_intent",
      capture_method: "automatic",
      confirmation_method: "automatic",
      created: now(),
      description: null,
      last_payment_error: null,
      latest_charge: newId("ch"),
      livemode: false,
      ...fields,
    };
    paymentIntents.set(intent.id as string, intent);
    return intent;
  }

  /**
   * A subscription's invoice, paid with its saved card, as Stripe's
   * fixture of an invoice: a PaymentIntent and its charge when there is
   * something to pay (Stripe charges nothing for a $0 invoice), and the
   * invoice payment that links the two since API 2025-03-31.
   */
  function payInvoice(subscriptionId: string, amount = periodAmounts.get(subscriptionId) ?? 0): Json {
    const subscription = found(subscriptions.get(subscriptionId), "subscription", subscriptionId);
    const id = newId("in");
    const intent =
      amount > 0
        ? paymentIntent({
            amount,
            currency: "usd",
            customer: subscription.customer,
            payment_method: subscription.default_payment_method,
            status: "succeeded",
            metadata: {},
          })
        : null;
    const invoice: Json = {
      ...structuredClone(fixtures.invoice),
      id,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      attempted: true,
      attempt_count: amount > 0 ? 1 : 0,
      billing_reason: invoices.some((other) => subscriptionOf(other) === subscriptionId)
        ? "subscription_cycle"
        : "subscription_create",
      customer: subscription.customer,
      lines: { object: "list", data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
      next_payment_attempt: null,
      parent: {
        quote_details: null,
        subscription_details: { metadata: subscription.metadata ?? {}, subscription: subscriptionId },
        type: "subscription_details",
      },
      status: "paid",
      subtotal: amount,
      total: amount,
    };
    invoices.push(invoice);
    if (intent)
      invoicePayments.push({
        ...structuredClone(fixtures.invoice_payment),
        id: newId("inpay"),
        amount_paid: amount,
        amount_requested: amount,
        currency: "usd",
        invoice: id,
        livemode: false,
        payment: { payment_intent: intent.id, type: "payment_intent" },
        status: "paid",
      });
    return invoice;
  }

  function subscriptionOf(invoice: Json): unknown {
    return (
      ((invoice.parent as Json | null)?.subscription_details as Json | undefined)?.subscription ?? invoice.subscription
    );
  }

  /** The invoice a PaymentIntent paid, if any. */
  function invoiceOfPayment(paymentIntentId: string): Json | undefined {
    const payment = invoicePayments.find((row) => (row.payment as Json).payment_intent === paymentIntentId);
    return payment ? invoices.find((invoice) => invoice.id === payment.invoice) : undefined;
  }

  /** An invoice in an API version's shape: before 2025-03-31 it names its subscription, charge and payment. */
  function invoiceIn(invoice: Json, apiVersion: string): Json {
    if (!isLegacy(apiVersion)) return invoice;
    const { parent: _parent, ...legacy } = invoice;
    const payment = invoicePayments.find((row) => row.invoice === invoice.id);
    const intentId = payment ? ((payment.payment as Json).payment_intent as string) : null;
    return {
      ...legacy,
      subscription: subscriptionOf(invoice),
      payment_intent: intentId,
      charge: intentId ? paymentIntents.get(intentId)?.latest_charge : null,
    };
  }

  /**
   * The charge of a PaymentIntent, as Stripe's fixture of a charge, refunded
   * in full (or by `amountRefunded`); before 2025-03-31 it names its invoice.
   */
  function chargeOf(paymentIntentId: string, options: { amountRefunded?: number; apiVersion?: string } = {}): Json {
    const intent = found(paymentIntents.get(paymentIntentId), "payment intent", paymentIntentId);
    const amount = Number(intent.amount);
    const refunded = options.amountRefunded ?? 0;
    const charge: Json = {
      ...structuredClone(fixtures.charge),
      id: intent.latest_charge,
      amount,
      amount_captured: amount,
      amount_refunded: refunded,
      billing_details: { ...fixtures.charge.billing_details, email: null },
      captured: true,
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description ?? null,
      metadata: intent.metadata ?? {},
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: refunded >= amount,
      status: "succeeded",
    };
    if (isLegacy(options.apiVersion ?? CURRENT_API_VERSION))
      charge.invoice = (invoiceOfPayment(paymentIntentId)?.id as string | undefined) ?? null;
    return charge;
  }

  /** A dispute of a PaymentIntent's charge, as Stripe's fixture of a dispute. */
  function disputeOf(paymentIntentId: string, fields: { id?: string; status: string; reason?: string }): Json {
    const intent = found(paymentIntents.get(paymentIntentId), "payment intent", paymentIntentId);
    return {
      ...structuredClone(fixtures.dispute),
      id: fields.id ?? newId("dp"),
      amount: intent.amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      livemode: false,
      payment_intent: intent.id,
      reason: fields.reason ?? "fraudulent",
      status: fields.status,
    };
  }

  function event(type: string, object: Json, livemode = false, apiVersion = CURRENT_API_VERSION): Json {
    return {
      id: newId("evt"),
      object: "event",
      api_version: apiVersion,
      created: now(),
      data: { object },
      livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** Delivers an event to the site as Stripe does: JSON body, Stripe-Signature from the package's helper. */
  async function deliver(payload: string, signature?: string): Promise<Response> {
    if (!webhookUrl) throw new Error("the stand-in has no webhook URL");
    const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    return fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": header,
        "user-agent": "Stripe/1.0",
      },
      body: payload,
    });
  }

  function sendEvent(type: string, object: Json, extra: { livemode?: boolean; id?: string; apiVersion?: string } = {}) {
    const body = event(type, object, extra.livemode, extra.apiVersion);
    if (extra.id) body.id = extra.id;
    return deliver(JSON.stringify(body));
  }

  class StandInError extends Error {
    constructor(
      readonly status: number,
      readonly type: string,
      message: string,
      readonly extra: Json = {},
    ) {
      super(message);
    }
  }

  function expandIn(object: Json, expand: unknown): Json {
    const wanted = Array.isArray(expand) ? expand.map(String) : [];
    const expanded = { ...object };
    if (wanted.includes("payment_intent") && typeof object.payment_intent === "string")
      expanded.payment_intent = paymentIntents.get(object.payment_intent) ?? object.payment_intent;
    if (wanted.includes("subscription") && typeof object.subscription === "string")
      expanded.subscription = subscriptions.get(object.subscription) ?? object.subscription;
    return expanded;
  }

  /** Stripe's answer for an id it does not know: 404 `resource_missing`. */
  function found<T>(value: T | undefined, what: string, id: string): T {
    if (value === undefined)
      throw new StandInError(404, "invalid_request_error", `No such ${what}: '${id}'`, {
        code: "resource_missing",
        doc_url: "https://stripe.com/docs/error-codes/resource-missing",
      });
    return value;
  }

  // ------------------------------------------------------------------
  // Abandoned checkouts and self-service billing (issue 39, items 5-6),
  // as Stripe's API reference documents them: a session's
  // `after_expiration.recovery` and `consent_collection.promotions`, the
  // `checkout.session.expired` event, the recovery URL (a new session of
  // the same parameters, `recovered_from` naming the expired one), the
  // customer portal's sessions, and the subscription events a portal
  // cancellation and a failed renewal send.

  /** `consent_collection[promotions]` is `auto` or `none`, and needs the owner's acceptance of Stripe's terms. */
  function checkPromotionsConsent(consent: Json | undefined) {
    const promotions = consent?.promotions;
    if (promotions === undefined) return;
    if (promotions !== "auto" && promotions !== "none")
      refuse("Invalid consent_collection[promotions]: must be one of auto or none", "consent_collection[promotions]");
    if (promotions === "auto" && !promotionsConsentAccepted)
      refuse(
        "You must accept the terms for collecting promotional consent in the Stripe Dashboard (Settings > Checkout and Payment Links) first.",
        "consent_collection[promotions]",
      );
  }

  /** A new session's `after_expiration`, `expires_at` (24 hours, Stripe's default) and `recovered_from`. */
  function recoveryFieldsOf(params: Json): Json {
    const recovery = (params.after_expiration as Json | undefined)?.recovery as Json | undefined;
    return {
      after_expiration: recovery
        ? {
            recovery: {
              allow_promotion_codes: recovery.allow_promotion_codes === "true",
              enabled: recovery.enabled === "true",
              expires_at: null,
              url: null,
            },
          }
        : null,
      expires_at: now() + 24 * 60 * 60,
      recovered_from: null,
    };
  }

  /**
   * The session reaches its `expires_at` unpaid: Stripe marks it expired,
   * adds the recovery URL (for 30 days) when recovery was enabled, and sends
   * `checkout.session.expired`. `email` and `promotions` are what the
   * visitor had typed and ticked on the page before leaving.
   */
  async function expireSession(
    id: string,
    visitor: { email?: string | null; name?: string; promotions?: "opt_in" | "opt_out" | null } = {},
  ): Promise<{ session: Json; delivery: Response }> {
    const session = found(sessions.get(id), "checkout session", id);
    session.status = "expired";
    if (visitor.email) session.customer_details = { email: visitor.email, name: visitor.name ?? null };
    if ((session.consent_collection as Json | null)?.promotions === "auto")
      session.consent = { promotions: visitor.promotions ?? null, terms_of_service: null };
    const recovery = (session.after_expiration as Json | null)?.recovery as Json | undefined;
    if (recovery?.enabled) {
      recovery.url = `${baseUrl}/recover/${id}`;
      recovery.expires_at = now() + 30 * 24 * 60 * 60;
    }
    const delivery = await sendEvent("checkout.session.expired", session);
    return { session, delivery };
  }

  /** Opening a recovery URL: a new session with the expired one's parameters, linked by `recovered_from`. */
  function recoverSession(id: string): Json | null {
    const expired = sessions.get(id);
    const recovery = (expired?.after_expiration as Json | null)?.recovery as Json | undefined;
    if (!expired || expired.status !== "expired" || !recovery?.url) return null;
    const params = { ...sessionParams.get(id) };
    if (recovery.allow_promotion_codes && !params.discounts) params.allow_promotion_codes = "true";
    const session = createSession(params);
    session.recovered_from = id;
    return session;
  }

  /** `POST /v1/billing_portal/sessions`: `customer` required and known; `return_url` optional. */
  function createPortalSession(params: Json): Json {
    if (!params.customer) refuse("Missing required param: customer.", "customer");
    found(customers.has(String(params.customer)) ? true : undefined, "customer", String(params.customer));
    if (!portalConfigured)
      refuse(
        "You can't create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
        "configuration",
      );
    const id = newId("bps");
    const session: Json = {
      id,
      object: "billing_portal.session",
      configuration: newId("bpc"),
      created: now(),
      customer: params.customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: params.return_url ?? null,
      url: `${baseUrl}/portal/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  }

  /** The hosted pages of this block: a recovery URL (redirects to the new session's page) and the portal. */
  function billingPage(
    method: string,
    path: string,
  ): { status: number; headers: Record<string, string>; body: string } | null {
    const recover = path.match(/^\/recover\/([^/]+)$/);
    if (recover && method === "GET") {
      const session = recoverSession(recover[1]!);
      if (!session) return { status: 404, headers: { "content-type": "text/plain" }, body: "This link has expired" };
      return { status: 303, headers: { location: String(session.url) }, body: "" };
    }
    const portal = path.match(/^\/portal\/([^/]+)$/);
    if (portal && method === "GET") {
      const session = portalSessions.get(portal[1]!);
      if (!session) return { status: 404, headers: { "content-type": "text/plain" }, body: "No such portal session" };
      const back = session.return_url ? `<a href="${String(session.return_url)}">Return to the site</a>` : "";
      return {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test customer portal</title></head><body><main><h1>Customer portal of ${String(session.customer)}</h1>${back}</main></body></html>`,
      };
    }
    return null;
  }

  /** A subscription as `customer.subscription.*` events carry it: its period end on its item since API 2025-03-31. */
  function subscriptionInEvent(subscription: Json): Json {
    const start = Number(subscription.billing_cycle_anchor);
    const periodEnd = start + 30 * 24 * 60 * 60;
    return {
      ...subscription,
      cancel_at_period_end: subscription.cancel_at_period_end ?? false,
      items: {
        object: "list",
        data: [
          { id: newId("si"), object: "subscription_item", current_period_start: start, current_period_end: periodEnd },
        ],
        has_more: false,
        url: "/v1/subscription_items",
      },
    };
  }

  /** The buyer cancels at the end of the period in the portal (or takes it back): `customer.subscription.updated`. */
  function cancelAtPeriodEnd(subscriptionId: string, cancel = true) {
    const subscription = found(subscriptions.get(subscriptionId), "subscription", subscriptionId);
    subscription.cancel_at_period_end = cancel;
    return sendEvent("customer.subscription.updated", subscriptionInEvent(subscription));
  }

  /** A renewal's payment fails: `invoice.payment_failed`, with a retry scheduled unless `final`. */
  async function failRenewal(subscriptionId: string, options: { final: boolean; invoiceId?: string }) {
    const subscription = found(subscriptions.get(subscriptionId), "subscription", subscriptionId);
    const amount = periodAmounts.get(subscriptionId) ?? 0;
    const id = options.invoiceId ?? newId("in");
    const invoice: Json = {
      ...structuredClone(fixtures.invoice),
      id,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempted: true,
      billing_reason: "subscription_cycle",
      customer: subscription.customer,
      lines: { object: "list", data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
      next_payment_attempt: options.final ? null : now() + 3 * 24 * 60 * 60,
      parent: {
        quote_details: null,
        subscription_details: { metadata: subscription.metadata ?? {}, subscription: subscriptionId },
        type: "subscription_details",
      },
      status: "open",
    };
    return { invoice, delivery: await sendEvent("invoice.payment_failed", invoice) };
  }

  /** The API: one handler per call the site makes. */
  function api(method: string, path: string, params: Json): Json {
    const receipt = receiptApi(method, path, params);
    if (receipt) return receipt;
    let match: RegExpMatchArray | null;
    const promotions = promotionApi(method, path, params);
    if (promotions) return promotions;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(params);
    if (method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/)))
      return list(path, found(lineItems.get(match[1]!), "checkout session", match[1]!));
    if (method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return expandIn(found(sessions.get(match[1]!), "checkout session", match[1]!), params.expand);
    if (method === "GET" && (match = path.match(/^\/v1\/prices\/([^/]+)$/)))
      return found(prices.get(match[1]!), "price", match[1]!);
    if (method === "POST" && path === "/v1/payment_intents") {
      const behaviour = cardBehaviour;
      if (behaviour !== "succeeds") {
        const failed = paymentIntent({
          amount: Number(params.amount),
          currency: params.currency,
          customer: params.customer,
          payment_method: params.payment_method,
          status: "requires_payment_method",
          metadata: params.metadata ?? {},
        });
        const message =
          behaviour === "card_declined"
            ? "Your card was declined."
            : "This payment requires authentication from the customer.";
        throw new StandInError(402, "card_error", message, {
          code: behaviour,
          decline_code: behaviour === "card_declined" ? "generic_decline" : "authentication_required",
          payment_intent: failed,
        });
      }
      return paymentIntent({
        amount: Number(params.amount),
        currency: params.currency,
        customer: params.customer,
        payment_method: params.payment_method,
        description: params.description ?? null,
        status: "succeeded",
        metadata: params.metadata ?? {},
      });
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const of = [...subscriptions.values()].filter((row) => !params.customer || row.customer === params.customer);
      return list(path, of.reverse());
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = found(subscriptions.get(match[1]!), "subscription", match[1]!);
      if (method === "POST" && params.cancel_at !== undefined) subscription.cancel_at = Number(params.cancel_at);
      if (method === "DELETE") {
        if (subscription.status === "canceled")
          refuse(`A canceled subscription can only update its cancellation_details.`, "subscription");
        Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
      }
      return subscription;
    }
    if (method === "GET" && path === "/v1/invoices") {
      const of = invoices.filter(
        (invoice) =>
          subscriptionOf(invoice) === params.subscription && (!params.status || invoice.status === params.status),
      );
      return list(path, of);
    }
    if (method === "GET" && (match = path.match(/^\/v1\/invoices\/([^/]+)$/)))
      return found(
        invoices.find((invoice) => invoice.id === match![1]),
        "invoice",
        match[1]!,
      );
    if (method === "GET" && path === "/v1/invoice_payments") {
      const payment = params.payment as Json | undefined;
      if (payment && !payment.type) refuse("Missing required param: payment[type].", "payment[type]");
      const of = invoicePayments.filter(
        (row) =>
          (!params.invoice || row.invoice === params.invoice) &&
          (!params.status || row.status === params.status) &&
          (!payment?.payment_intent || (row.payment as Json).payment_intent === payment.payment_intent),
      );
      return list(path, of);
    }
    throw new StandInError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  // ------------------------------------------------------------ shipping and receipts (issue 39)

  /**
   * `shipping_address_collection`, `shipping_options` and
   * `phone_number_collection` as Stripe's API reference documents them:
   * allowed_countries is a required list of two-letter codes (some regions
   * Stripe does not ship to are refused); a shipping option is an existing
   * `shipping_rate` or `shipping_rate_data` with a display_name and, of type
   * fixed_amount, an amount and currency.
   */
  function checkShippingParams(params: Json) {
    const collection = params.shipping_address_collection as Json | undefined;
    if (collection !== undefined) {
      const countries = collection.allowed_countries;
      const param = "shipping_address_collection[allowed_countries]";
      if (!Array.isArray(countries) || countries.length === 0) refuse(`Missing required param: ${param}.`, param);
      (countries as unknown[]).forEach((code, index) => {
        if (typeof code !== "string" || !/^[A-Z]{2}$/.test(code) || STRIPE_UNSHIPPABLE.has(code))
          refuse(`Invalid ${param}[${index}]: must be one of the supported country codes`, `${param}[${index}]`);
      });
    }
    const phone = params.phone_number_collection as Json | undefined;
    if (phone !== undefined && phone.enabled !== "true" && phone.enabled !== "false")
      refuse("Missing required param: phone_number_collection[enabled].", "phone_number_collection[enabled]");
    const options = params.shipping_options as Json[] | undefined;
    if (options === undefined) return;
    if (!Array.isArray(options)) refuse("Invalid array", "shipping_options");
    options.forEach((option, index) => {
      const at = `shipping_options[${index}]`;
      const data = option.shipping_rate_data as Json | undefined;
      if (!option.shipping_rate && !data) refuse(`Missing required param: ${at}[shipping_rate_data].`, at);
      if (option.shipping_rate && data)
        refuse(`You may only specify one of these parameters: shipping_rate, shipping_rate_data.`, at);
      if (!data) return;
      if (!data.display_name)
        refuse(
          `Missing required param: ${at}[shipping_rate_data][display_name].`,
          `${at}[shipping_rate_data][display_name]`,
        );
      if ((data.type ?? "fixed_amount") !== "fixed_amount")
        refuse(`Invalid ${at}[shipping_rate_data][type]: must be fixed_amount`, `${at}[shipping_rate_data][type]`);
      const fixed = data.fixed_amount as Json | undefined;
      for (const field of ["amount", "currency"])
        if (fixed?.[field] === undefined)
          refuse(
            `Missing required param: ${at}[shipping_rate_data][fixed_amount][${field}].`,
            `${at}[shipping_rate_data][fixed_amount][${field}]`,
          );
    });
  }

  /** A session's shipping fields as Stripe answers them at creation: the first option is the one charged. */
  function shippingOfNewSession(params: Json, itemsTotal: number): Json {
    const collection = params.shipping_address_collection as Json | undefined;
    const options = ((params.shipping_options as Json[] | undefined) ?? []).map((option) => {
      const data = option.shipping_rate_data as Json;
      const fixed = data.fixed_amount as Json;
      return {
        shipping_amount: Number(fixed.amount),
        shipping_rate: {
          id: newId("shr"),
          object: "shipping_rate",
          active: true,
          display_name: data.display_name,
          fixed_amount: { amount: Number(fixed.amount), currency: fixed.currency },
          type: "fixed_amount",
        },
      };
    });
    const shipping = options[0]?.shipping_amount ?? 0;
    return {
      amount_subtotal: itemsTotal,
      amount_total: itemsTotal + shipping,
      collected_information: null,
      phone_number_collection: { enabled: (params.phone_number_collection as Json | undefined)?.enabled === "true" },
      shipping_address_collection: collection ? { allowed_countries: collection.allowed_countries } : null,
      shipping_cost: options[0]
        ? {
            amount_subtotal: shipping,
            amount_tax: 0,
            amount_total: shipping,
            shipping_rate: (options[0].shipping_rate as Json).id,
          }
        : null,
      shipping_options: options.map((option) => ({
        shipping_amount: option.shipping_amount,
        shipping_rate: option.shipping_rate.id,
      })),
      total_details: { amount_discount: 0, amount_shipping: shipping, amount_tax: 0 },
    };
  }

  /**
   * Paying a session that collects an address: Stripe's page requires one
   * in an allowed country (and the phone, when asked), and the session then
   * carries it as `collected_information.shipping_details`.
   */
  function collectShipping(session: Json, buyer: { name: string; shipping?: BuyerShipping }) {
    const collection = session.shipping_address_collection as Json | null | undefined;
    if (!collection) return;
    // A test that does not care where the parcel goes pays with the page's prefilled address.
    const shipping = buyer.shipping ?? {
      ...TEST_BUYER_ADDRESS,
      country: (collection.allowed_countries as string[])[0]!,
    };
    if (!(collection.allowed_countries as string[]).includes(shipping.country))
      throw new Error(`session ${String(session.id)} does not ship to ${shipping.country}`);
    const { phone, name, ...address } = shipping;
    session.collected_information = {
      business_name: null,
      individual_name: null,
      shipping_details: {
        name: name ?? buyer.name,
        address: { line2: null, state: null, ...address },
      },
    };
    if ((session.phone_number_collection as Json | undefined)?.enabled)
      (session.customer_details as Json).phone = phone ?? null;
  }

  function shippingFieldsHtml(session: Json): string {
    if (!session.shipping_address_collection) return "";
    const prefilled: Record<string, string> = {
      ...TEST_BUYER_ADDRESS,
      country: (session.shipping_address_collection as Json & { allowed_countries: string[] }).allowed_countries[0]!,
    };
    const field = (name: string, label: string, required = true) =>
      `<label>${label} <input name="${name}" value="${prefilled[name] ?? ""}"${required ? " required" : ""}></label>`;
    return `<fieldset><legend>Shipping address</legend>${field("line1", "Address line 1")}${field("line2", "Address line 2", false)}${field("city", "City")}${field("state", "State", false)}${field("postal_code", "Postal code")}${field("country", "Country code")}${field("phone", "Phone", false)}</fieldset>`;
  }

  function shippingFromForm(form: URLSearchParams): BuyerShipping | undefined {
    const line1 = form.get("line1");
    if (!line1) return undefined;
    const value = (name: string) => form.get(name) || null;
    return {
      line1,
      line2: value("line2"),
      city: form.get("city") ?? "",
      state: value("state"),
      postal_code: form.get("postal_code") ?? "",
      country: (form.get("country") ?? "").toUpperCase(),
      phone: value("phone"),
    };
  }

  /** GET a PaymentIntent, its latest charge expanded as Stripe's charge (the card's brand and last four). */
  function receiptApi(method: string, path: string, params: Json): Json | undefined {
    const match = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method !== "GET" || !match) return undefined;
    const intent = found(paymentIntents.get(match[1]!), "payment intent", match[1]!);
    const expand = Array.isArray(params.expand) ? params.expand.map(String) : [];
    return expand.includes("latest_charge") ? { ...intent, latest_charge: chargeOf(intent.id as string) } : intent;
  }

  // ------------------------------------------------------------ coupons and tax (issue 39, items 3-4)

  /**
   * `POST /v1/coupons` as Stripe's API reference documents it: exactly one
   * of `percent_off` (above 0, at most 100) and `amount_off` (with its
   * `currency`); `duration` once, repeating (with `duration_in_months`) or
   * forever; `applies_to[products]` limits it to those products.
   */
  function createCoupon(params: Json): Json {
    const percent = params.percent_off === undefined ? null : Number(params.percent_off);
    const amount = params.amount_off === undefined ? null : Number(params.amount_off);
    if ((percent === null) === (amount === null))
      refuse(
        "You must pass exactly one of percent_off or amount_off.",
        percent === null ? "amount_off" : "percent_off",
      );
    if (percent !== null && !(percent > 0 && percent <= 100))
      refuse("Invalid percent_off: must be greater than 0 and at most 100", "percent_off");
    if (amount !== null && !(Number.isInteger(amount) && amount > 0))
      refuse("Invalid amount_off: must be a positive integer", "amount_off");
    if (amount !== null && !params.currency) refuse("You must pass currency when passing amount_off.", "currency");
    const duration = params.duration ?? "once";
    if (duration !== "once" && duration !== "repeating" && duration !== "forever")
      refuse("Invalid duration: must be one of forever, once, or repeating", "duration");
    if (duration === "repeating" && !params.duration_in_months)
      refuse("You must pass duration_in_months when duration is repeating.", "duration_in_months");
    const id = typeof params.id === "string" ? params.id : randomBytes(4).toString("hex");
    if (coupons.has(id)) refuse("Coupon already exists.", "id");
    const products = ((params.applies_to as Json | undefined)?.products as string[] | undefined) ?? null;
    const coupon: Json = {
      id,
      object: "coupon",
      amount_off: amount,
      ...(products ? { applies_to: { products } } : {}),
      created: now(),
      currency: amount !== null ? params.currency : null,
      duration,
      duration_in_months: duration === "repeating" ? Number(params.duration_in_months) : null,
      livemode: false,
      max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      percent_off: percent,
      redeem_by: params.redeem_by === undefined ? null : Number(params.redeem_by),
      times_redeemed: 0,
      valid: true,
    };
    coupons.set(id, coupon);
    return coupon;
  }

  /**
   * `POST /v1/promotion_codes` (since API 2025-09-30: `promotion[type]`
   * `coupon` and `promotion[coupon]`): the code is unique among the
   * account's active codes; `expires_at` in the future; `max_redemptions`
   * positive.
   */
  function createPromotionCode(params: Json): Json {
    const promotion = params.promotion as Json | undefined;
    if (!promotion?.type) refuse("Missing required param: promotion[type].", "promotion[type]");
    if (promotion!.type !== "coupon") refuse("Invalid promotion[type]: must be coupon", "promotion[type]");
    if (!promotion!.coupon) refuse("Missing required param: promotion[coupon].", "promotion[coupon]");
    const coupon = found(coupons.get(String(promotion!.coupon)), "coupon", String(promotion!.coupon));
    const code = typeof params.code === "string" ? params.code : randomBytes(4).toString("hex").toUpperCase();
    if (!/^[a-zA-Z0-9_-]{1,500}$/.test(code))
      refuse("Invalid code: can only contain letters, digits, dashes and underscores", "code");
    if (
      [...promotionCodes.values()].some(
        (other) => other.active && String(other.code).toUpperCase() === code.toUpperCase(),
      )
    )
      refuse("An active promotion code with `code: " + code + "` already exists.", "code");
    if (params.expires_at !== undefined && Number(params.expires_at) <= now())
      refuse("Invalid expires_at: must be in the future", "expires_at");
    if (params.max_redemptions !== undefined && !(Number(params.max_redemptions) > 0))
      refuse("Invalid max_redemptions: must be greater than 0", "max_redemptions");
    const id = newId("promo");
    const promotionCode: Json = {
      id,
      object: "promotion_code",
      active: params.active === undefined ? true : params.active === "true",
      code,
      created: now(),
      customer: null,
      customer_account: null,
      expires_at: params.expires_at === undefined ? null : Number(params.expires_at),
      livemode: false,
      max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
      metadata: params.metadata ?? {},
      promotion: { coupon: coupon.id, type: "coupon" },
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: 0,
    };
    promotionCodes.set(id, promotionCode);
    return promotionCode;
  }

  function promotionApi(method: string, path: string, params: Json): Json | undefined {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/coupons") return createCoupon(params);
    if (method === "GET" && (match = path.match(/^\/v1\/coupons\/([^/]+)$/)))
      return found(coupons.get(match[1]!), "coupon", match[1]!);
    if (method === "POST" && path === "/v1/promotion_codes") return createPromotionCode(params);
    if (method === "GET" && path === "/v1/promotion_codes")
      return list(
        path,
        [...promotionCodes.values()].filter(
          (code) => params.code === undefined || String(code.code).toUpperCase() === String(params.code).toUpperCase(),
        ),
      );
    if ((match = path.match(/^\/v1\/promotion_codes\/([^/]+)$/))) {
      const code = found(promotionCodes.get(match[1]!), "promotion code", match[1]!);
      if (method === "POST" && params.active !== undefined) code.active = params.active === "true";
      return code;
    }
    return undefined;
  }

  /**
   * A session's `discounts`, `allow_promotion_codes`, `automatic_tax`,
   * `tax_id_collection` and `customer_update` as Stripe checks them: one
   * discount at most, and not beside `allow_promotion_codes`; tax ID
   * collection and automatic tax with an existing customer need that
   * customer's name, and address, updated from the session.
   */
  function checkDiscountAndTaxParams(params: Json) {
    const discounts = params.discounts as Json[] | undefined;
    if (discounts !== undefined) {
      if (params.allow_promotion_codes !== undefined)
        refuse("You may only specify one of these parameters: allow_promotion_codes, discounts.", "discounts");
      if (!Array.isArray(discounts) || discounts.length > 1)
        refuse("Invalid discounts: Checkout Sessions accept one discount", "discounts");
      const discount = discounts[0] ?? {};
      if (!discount.coupon && !discount.promotion_code)
        refuse("Missing required param: discounts[0][promotion_code].", "discounts[0]");
    }
    if (params.allow_promotion_codes !== undefined && !["true", "false"].includes(String(params.allow_promotion_codes)))
      refuse("Invalid boolean: allow_promotion_codes", "allow_promotion_codes");
    const tax = params.automatic_tax as Json | undefined;
    if (tax !== undefined && tax.enabled !== "true" && tax.enabled !== "false")
      refuse("Missing required param: automatic_tax[enabled].", "automatic_tax[enabled]");
    const ids = params.tax_id_collection as Json | undefined;
    if (ids !== undefined && ids.enabled !== "true" && ids.enabled !== "false")
      refuse("Missing required param: tax_id_collection[enabled].", "tax_id_collection[enabled]");
    if (ids?.required !== undefined && ids.required !== "never" && ids.required !== "if_supported")
      refuse(
        "Invalid tax_id_collection[required]: must be one of never or if_supported",
        "tax_id_collection[required]",
      );
    const update = params.customer_update as Json | undefined;
    if (update !== undefined && !params.customer)
      refuse("`customer_update` can only be used with `customer`.", "customer_update");
    if (tax?.enabled === "true" && !taxActive)
      refuse(
        "Stripe Tax has not been activated on your account. Please visit https://dashboard.stripe.com/settings/tax/activate to get started.",
        "automatic_tax[enabled]",
      );
    if (params.customer && ids?.enabled === "true" && update?.name !== "auto")
      refuse(
        "tax_id_collection requires updating business name on the customer. To enable tax ID collection for an existing customer, please set `customer_update[name]` to `auto`.",
        "tax_id_collection[enabled]",
      );
    if (params.customer && tax?.enabled === "true" && update?.address !== "auto" && update?.shipping !== "auto")
      refuse(
        "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
        "automatic_tax[enabled]",
      );
  }

  /** The new session's fields of these parameters, before any discount is applied or tax computed. */
  function discountAndTaxOfNewSession(params: Json): Json {
    const taxOn = (params.automatic_tax as Json | undefined)?.enabled === "true";
    const ids = params.tax_id_collection as Json | undefined;
    return {
      allow_promotion_codes:
        params.allow_promotion_codes === undefined ? null : params.allow_promotion_codes === "true",
      automatic_tax: {
        enabled: taxOn,
        liability: taxOn ? { type: "self" } : null,
        provider: taxOn ? "stripe" : null,
        status: taxOn ? "requires_location_inputs" : null,
      },
      discounts: [],
      tax_id_collection: { enabled: ids?.enabled === "true", required: ids?.required ?? "never" },
    };
  }

  /** The promotion code a discount names, if Stripe would redeem it now (active, unexpired, not used up). */
  function promotionFor(discount: Json, param: string): { promotion: Json; coupon: Json } {
    if (discount.coupon && !discount.promotion_code) {
      const coupon = found(coupons.get(String(discount.coupon)), "coupon", String(discount.coupon));
      return { promotion: { id: null }, coupon };
    }
    const id = String(discount.promotion_code);
    const promotion = promotionCodes.get(id);
    if (!promotion) throw new StandInError(400, "invalid_request_error", `No such promotion code: '${id}'`, { param });
    const coupon = coupons.get(String((promotion.promotion as Json).coupon))!;
    const usedUp =
      (promotion.max_redemptions !== null && Number(promotion.times_redeemed) >= Number(promotion.max_redemptions)) ||
      (coupon.max_redemptions !== null && Number(coupon.times_redeemed) >= Number(coupon.max_redemptions));
    const expired =
      (promotion.expires_at !== null && Number(promotion.expires_at) <= now()) ||
      (coupon.redeem_by !== null && Number(coupon.redeem_by) <= now());
    if (!promotion.active || usedUp || expired || !coupon.valid)
      throw new StandInError(400, "invalid_request_error", "This promotion code cannot be redeemed.", {
        param,
        code: "promotion_code_invalid",
      });
    return { promotion, coupon };
  }

  /**
   * A coupon on the session's lines, as Checkout applies it: only to the
   * lines of its `applies_to` products; a percentage rounded per line to
   * the nearest cent, an amount at most the eligible lines' total.
   */
  function applyPromotion(session: Json, lines: Json[], { promotion, coupon }: { promotion: Json; coupon: Json }) {
    const products = (coupon.applies_to as Json | undefined)?.products as string[] | undefined;
    const eligible = lines.filter((line) => !products || products.includes(String((line.price as Json).product)));
    if (eligible.length === 0)
      throw new StandInError(400, "invalid_request_error", "This coupon cannot be applied to any of the line items.", {
        param: "discounts",
      });
    let amountLeft = coupon.amount_off === null ? 0 : Number(coupon.amount_off);
    for (const line of eligible) {
      const subtotal = Number(line.amount_subtotal);
      const off =
        coupon.percent_off !== null
          ? Math.round((subtotal * Number(coupon.percent_off)) / 100)
          : Math.min(amountLeft, subtotal);
      amountLeft -= coupon.percent_off !== null ? 0 : off;
      line.amount_discount = off;
      line.amount_total = subtotal - off;
    }
    const discount = lines.reduce((sum, line) => sum + Number(line.amount_discount), 0);
    session.discounts = [{ coupon: coupon.id, promotion_code: promotion.id }];
    const totals = session.total_details as Json;
    totals.amount_discount = discount;
    session.amount_total =
      Number(session.amount_subtotal) - discount + Number(totals.amount_shipping ?? 0) + Number(totals.amount_tax ?? 0);
  }

  /**
   * Stripe Tax at payment, once the address is known (the shipping address
   * of a parcel, else the billing address): the account's rate on the
   * items after discounts, added to the total (prices are tax-exclusive);
   * a business buyer's tax ID is recorded but, in this stand-in, changes
   * no rate.
   */
  function computeTax(session: Json) {
    const tax = session.automatic_tax as Json | undefined;
    if (!tax?.enabled) return;
    const lines = lineItems.get(session.id as string) ?? [];
    let total = 0;
    for (const line of lines) {
      const amount = Math.round(Number(line.amount_total) * taxRate);
      line.amount_tax = amount;
      line.amount_total = Number(line.amount_total) + amount;
      total += amount;
    }
    tax.status = "complete";
    const totals = session.total_details as Json;
    totals.amount_tax = total;
    session.amount_total = Number(session.amount_total) + total;
  }

  function promotionFieldHtml(session: Json): string {
    if (!session.allow_promotion_codes) return "";
    return `<label>Add promotion code <input name="promotion_code" autocomplete="off"></label>`;
  }

  function send(response: ServerResponse, status: number, body: Json | string, type = "application/json") {
    response.writeHead(status, { "content-type": type, "request-id": newId("req") });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  }

  function checkoutPage(session: Json): string {
    const lines = lineItems.get(session.id as string) ?? [];
    const rows = lines
      .map((line) => `<li>${String(line.description)}: $${(Number(line.amount_total) / 100).toFixed(2)}</li>`)
      .join("");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head>
<body><main><h1>Stripe test checkout</h1><ul>${rows}</ul><p>Total due today: $${(Number(session.amount_total) / 100).toFixed(2)}</p>
<form method="post"><label>Email <input name="email" type="email" required value="${String(session.customer_email ?? "")}"></label>
<label>Name on card <input name="name" required></label>${shippingFieldsHtml(session)}${promotionFieldHtml(session)}
<p>Card: 4242 4242 4242 4242 (test)</p><button type="submit">Pay</button></form></main></body></html>`;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const url = new URL(request.url ?? "/", baseUrl);
        const text = Buffer.concat(chunks).toString("utf8");
        const method = request.method ?? "GET";
        const pay = url.pathname.match(/^\/pay\/([^/]+)$/);
        if (pay) {
          const session = sessions.get(pay[1]!);
          if (!session) return send(response, 404, "No such checkout", "text/plain");
          if (method === "GET") return send(response, 200, checkoutPage(session), "text/html; charset=utf-8");
          const form = new URLSearchParams(text);
          await completeSession(session.id as string, {
            email: form.get("email") ?? "",
            name: form.get("name") ?? "",
            shipping: shippingFromForm(form),
            promotionCode: form.get("promotion_code") || undefined,
          });
          const target = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id as string);
          response.writeHead(303, { location: target });
          return response.end();
        }
        const hosted = billingPage(method, url.pathname);
        if (hosted) {
          response.writeHead(hosted.status, hosted.headers);
          return response.end(hosted.body);
        }
        // A Stripe the site cannot reach: the connection drops before any answer.
        if (unreachable) return request.socket.destroy();
        if (!/^Bearer sk_(test|live)_/.test(request.headers.authorization ?? ""))
          return send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        const params = parseStripeParams(method === "GET" ? url.search.slice(1) : text);
        requests.push({ method, path: url.pathname, params });
        const key = request.headers["idempotency-key"];
        const remembered = typeof key === "string" && method === "POST" ? idempotent.get(key) : undefined;
        if (remembered) return send(response, remembered.status, remembered.body);
        let status = 200;
        let body: Json;
        try {
          body = api(method, url.pathname, params);
        } catch (error) {
          if (!(error instanceof StandInError)) throw error;
          status = error.status;
          body = { error: { type: error.type, message: error.message, ...error.extra } };
        }
        if (typeof key === "string" && method === "POST") idempotent.set(key, { status, body });
        send(response, status, body);
      })().catch((error: Error) => send(response, 500, { error: { type: "api_error", message: error.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    sessions,
    subscriptions,
    paymentIntents,
    addPrice,
    /** A session made in Stripe itself (a payment link, the dashboard), not by the site. */
    createSession,
    expireSession,
    cancelAtPeriodEnd,
    failRenewal,
    completeSession,
    sendEvent,
    deliver,
    event,
    payInvoice,
    invoiceIn,
    chargeOf,
    disputeOf,
    /** The PaymentIntents of a subscription's paid invoices, first to last. */
    paymentsOfSubscription(subscriptionId: string): string[] {
      return invoices
        .filter((invoice) => subscriptionOf(invoice) === subscriptionId)
        .flatMap((invoice) => invoicePayments.filter((row) => row.invoice === invoice.id))
        .map((row) => (row.payment as Json).payment_intent as string);
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** What saving (or not yet saving) the customer portal's settings in the Dashboard does. */
    setPortalConfigured(value: boolean) {
      portalConfigured = value;
    },
    coupons,
    promotionCodes,
    /** What setting up (or not yet setting up) Stripe Tax in the Dashboard does. */
    setTaxActive(value: boolean) {
      taxActive = value;
    },
    setCardBehaviour(behaviour: CardBehaviour) {
      cardBehaviour = behaviour;
    },
    /** What the owner does in the dashboard to stop selling a price (prices cannot be edited). */
    archivePrice(id: string) {
      const price = prices.get(id);
      if (!price) throw new Error(`no price ${id}`);
      price.active = false;
    },
    /** While true, every API request's connection is dropped unanswered (the hosted page still works). */
    setUnreachable(value: boolean) {
      unreachable = value;
    },
    /** Requests made to one API path (method and path), in order. */
    calls(method: string, path: string | RegExp) {
      return requests.filter(
        (r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
