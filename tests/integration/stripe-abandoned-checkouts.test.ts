import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OfferId } from "../../app/content/offers";
import { abandonedCheckouts, emailOutbox, emailSuppressions, leadFollowups, products } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { cookiesFrom, resetRateLimits, signUpAdmin, type TestServer } from "./harness";
import { pageText } from "./html";
import { deliverQueuedMail, startMailSink } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * Abandoned checkouts (issue 39, item 5) through the site's real `stripe`
 * client and the stand-in: sessions ask Stripe for a recovery URL, and an
 * expired one gets one "Your order is waiting" email when the visitor
 * consented, never to an unsubscribed address, a buyer since, or past the
 * offer's deadline; a session paid from the recovery URL counts as
 * recovered in the Funnel tab.
 */

const SUBJECT = "Your order is waiting";
const PRICES = { bundle: "price_abandon_bundle", series: "price_abandon_series" };

let standIn: StripeStandIn;
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({ SMTP_URL: sink.url }));
  standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
  standIn.addPrice({ id: PRICES.series, unitAmount: 4700 });
  const [book] = await server.services.db
    .insert(products)
    .values([{ name: "Rerouted Bundle", productType: "audiobook", price: "24.99" }])
    .returning({ id: products.id });
  await sellThroughStripe(server, "book-bundle", { stripePriceId: PRICES.bundle, grants: [book!.id] });
  await sellThroughStripe(server, "visual-series", { stripePriceId: PRICES.series, grants: [book!.id] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});
beforeEach(() => resetRateLimits(server));

/** A checkout the site starts for an offer: the new session's id. */
async function startCheckout(offerId: OfferId): Promise<string> {
  const response = await server.request("/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url.split("/pay/")[1]!;
}

async function expire(sessionId: string, visitor: Parameters<StripeStandIn["expireSession"]>[1]) {
  const { delivery } = await standIn.expireSession(sessionId, visitor);
  expect(delivery.status).toBe(200);
  return ((await delivery.json()) as { outcome: string }).outcome;
}

const recoveryEmails = (to: string) =>
  server.services.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .then((rows) => rows.filter((row) => row.subject === SUBJECT));

describe("recovery URLs", () => {
  it("asks Stripe for a recovery URL and for promotional consent on every checkout", async () => {
    await startCheckout("book-bundle");
    const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      after_expiration: { recovery: { enabled: "true" } },
      consent_collection: { terms_of_service: "required", promotions: "auto" },
    });
  });

  it("carries the visitor's running deadline of a countdown offer in the session's metadata", async () => {
    const page = await server.request("/rerouted/thank-you");
    const cookie = cookiesFrom(page);
    const response = await server.request("/api/checkout", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ offerId: "visual-series" }),
    });
    expect(response.status).toBe(200);
    const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    const metadata = created!.params.metadata as Record<string, string>;
    expect(metadata.offer_id).toBe("visual-series");
    // The series' countdown runs 1440 minutes from the thank-you page's first view.
    const minutesLeft = (Number(metadata.offer_ends_at) * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(1430);
    expect(minutesLeft).toBeLessThanOrEqual(1440);
  });

  it("still sells when the account has not accepted Stripe's terms for promotional consent", async () => {
    const { startStripeStandIn } = await import("../support/stripe-stand-in");
    const { createOfferCheckout } = await import("../../app/features/stripe/create-checkout.server");
    const { DEFAULT_OFFERS } = await import("../../app/content/offers");
    const Stripe = (await import("stripe")).default;
    const bare = await startStripeStandIn({ webhookSecret: "whsec_bare", promotionsConsentAccepted: false });
    try {
      bare.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
      const client = new Stripe("sk_test_bare", {
        host: "127.0.0.1",
        port: new URL(bare.url).port,
        protocol: "http",
        maxNetworkRetries: 0,
      });
      let created = "";
      await createOfferCheckout({
        stripe: client,
        baseUrl: "https://grace-author.org",
        offer: { ...DEFAULT_OFFERS["book-bundle"], provider: "stripe", stripePriceId: PRICES.bundle },
        onCreated: async (id) => {
          created = id;
        },
      });
      const session = await client.checkout.sessions.retrieve(created);
      expect(session.consent_collection).toMatchObject({ terms_of_service: "required", promotions: null });
      expect(session.after_expiration?.recovery?.enabled).toBe(true);
      expect(bare.calls("POST", "/v1/checkout/sessions").map((call) => call.params.consent_collection)).toEqual([
        { terms_of_service: "required", promotions: "auto" },
        { terms_of_service: "required" },
      ]);
    } finally {
      await bare.close();
    }
  });
});

describe("the Your order is waiting email", () => {
  it("is queued once for a visitor who ticked Checkout's promotions box, with the recovery URL and unsubscribe link", async () => {
    const id = await startCheckout("book-bundle");
    expect(await expire(id, { email: "ann@example.com", name: "Ann Lee", promotions: "opt_in" })).toBe(
      "abandoned: recovery email queued",
    );
    // Stripe retries a delivery it thinks failed, as a new delivery of the same session.
    const again = await standIn.sendEvent("checkout.session.expired", standIn.sessions.get(id)!);
    expect(await again.json()).toMatchObject({ outcome: "abandoned checkout already recorded" });
    const emails = await recoveryEmails("ann@example.com");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.kind).toBe("marketing");
    expect(email!.text).toContain(`Complete my order: ${standIn.url}/recover/${id}`);
    expect(email!.text).toContain("You started an order for Bundle on Rerouted");
    expect(email!.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/email\/unsubscribe\//);
    // It may go out until Stripe's link ends, 30 days after the expiry.
    const days = (email!.sendBefore!.getTime() - email!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("is queued for a lead who opted in on the site, without Checkout's box", async () => {
    await server.services.db.insert(leadFollowups).values({
      leadKind: "readiness",
      leadId: randomUUID(),
      email: "lead@example.com",
      name: "Lee",
      consentVersion: "2026-11-23",
      consentedAt: new Date(),
      confirmedAt: new Date(),
    });
    const id = await startCheckout("book-bundle");
    expect(await expire(id, { email: "Lead@Example.com", promotions: null })).toBe("abandoned: recovery email queued");
  });

  it("is never sent without consent, to an unsubscribed address, or to someone who bought the items since", async () => {
    expect(
      await expire(await startCheckout("book-bundle"), { email: "nobody@example.com", promotions: "opt_out" }),
    ).toBe("abandoned: no marketing consent");
    await server.services.db.insert(emailSuppressions).values({ email: "gone@example.com" });
    expect(await expire(await startCheckout("book-bundle"), { email: "gone@example.com", promotions: "opt_in" })).toBe(
      "abandoned: address unsubscribed",
    );
    // Bought in another tab before this checkout expired.
    const abandoned = await startCheckout("book-bundle");
    const paid = await startCheckout("book-bundle");
    await standIn.completeSession(paid, { email: "bought@example.com", name: "Bo Buyer" });
    expect(await expire(abandoned, { email: "bought@example.com", promotions: "opt_in" })).toBe(
      "abandoned: bought since",
    );
    expect(await expire(await startCheckout("book-bundle"), { promotions: "opt_in" })).toBe(
      "abandoned: no email address",
    );
    for (const to of ["nobody@example.com", "gone@example.com", "bought@example.com"])
      expect(await recoveryEmails(to)).toEqual([]);
  });

  it("honours the offer's deadline: never queued past it, and dropped unsent when the outbox reaches it too late", async () => {
    // A countdown offer whose checkout recorded no deadline counts as past it.
    const unknown = standIn.createSession({
      mode: "payment",
      success_url: "https://site.example/done",
      line_items: [{ price: PRICES.series, quantity: "1" }],
      metadata: { offer_id: "visual-series" },
      after_expiration: { recovery: { enabled: "true" } },
      consent_collection: { promotions: "auto" },
    });
    expect(await expire(unknown.id as string, { email: "late@example.com", promotions: "opt_in" })).toBe(
      "abandoned: offer deadline passed",
    );
    const endsAt = Math.floor(Date.now() / 1000) + 3600;
    const running = standIn.createSession({
      mode: "payment",
      success_url: "https://site.example/done",
      line_items: [{ price: PRICES.series, quantity: "1" }],
      metadata: { offer_id: "visual-series", offer_ends_at: String(endsAt) },
      after_expiration: { recovery: { enabled: "true" } },
      consent_collection: { promotions: "auto" },
    });
    expect(await expire(running.id as string, { email: "soon@example.com", promotions: "opt_in" })).toBe(
      "abandoned: recovery email queued",
    );
    const [email] = await recoveryEmails("soon@example.com");
    expect(email!.sendBefore).toEqual(new Date(endsAt * 1000));
    // The outbox was down until after the deadline: the email stays unsent.
    await server.services.db
      .update(emailOutbox)
      .set({ sendBefore: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, email!.id));
    await deliverQueuedMail(server);
    const [after] = await recoveryEmails("soon@example.com");
    expect(after!.status).toBe("suppressed");
    expect(after!.lastError).toContain("past its send-by time");
    expect(sink.mail.filter((mail) => mail.to === "soon@example.com")).toEqual([]);
    expect(sink.mail.some((mail) => mail.to === "ann@example.com")).toBe(true);
  });

  it("refuses an expired session without the fields it reads (400), recording nothing", async () => {
    const response = await standIn.sendEvent("checkout.session.expired", {
      id: "cs_test_bare",
      object: "checkout.session",
    });
    expect(response.status).toBe(400);
    const rows = await server.services.db
      .select()
      .from(abandonedCheckouts)
      .where(eq(abandonedCheckouts.sessionId, "cs_test_bare"));
    expect(rows).toEqual([]);
  });
});

describe("recovered checkouts", () => {
  it("marks the abandoned session recovered when its recovery URL's session is paid, and the Funnel tab counts both", async () => {
    const id = await startCheckout("book-bundle");
    await expire(id, { email: "back@example.com", promotions: "opt_in" });
    const opened = await fetch(`${standIn.url}/recover/${id}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const recoveredId = opened.headers.get("location")!.split("/pay/")[1]!;
    expect(standIn.sessions.get(recoveredId)!.recovered_from).toBe(id);
    const { delivery } = await standIn.completeSession(recoveredId, { email: "back@example.com", name: "Bea Back" });
    expect(delivery.status).toBe(200);
    const [row] = await server.services.db
      .select()
      .from(abandonedCheckouts)
      .where(eq(abandonedCheckouts.sessionId, id));
    expect(row).toMatchObject({ recoveredBy: recoveredId, decision: "queued" });
    const admin = await signUpAdmin(server, "owner@example.com");
    const text = pageText(await (await server.request("/admin?tab=funnel", { cookie: admin })).text());
    const total = await server.services.db.$count(abandonedCheckouts);
    const emailed = (await server.services.db.select().from(abandonedCheckouts)).filter((r) => r.emailId).length;
    expect(text).toContain("Abandoned checkouts");
    expect(text).toMatch(new RegExp(`Abandoned ${total} Stripe checkouts that expired unpaid`));
    expect(text).toMatch(new RegExp(`Emailed ${emailed} `));
    expect(text).toMatch(/Recovered 1 paid from the email/);
  });
});
