import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrders, siteSettings, siteSettingsHistory } from "../../app/db/schema";
import { adminAction, pageText, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/**
 * Issue 38: the book page's toast shows only orders that exist, the AI
 * upsell's spots left only a real count, and testimonials only with
 * permission on file, all from the Social proof tab.
 */

let server: TestServer;
let admin = "";
let customer = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "reader-proof@example.com" })).cookie;
});
afterAll(() => server?.close());

const html = async (path: string) => {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return response.text();
};

/** The toast's orders as the page's data carries them to the browser. */
async function toastOrders(): Promise<{ firstName: string | null; city: string | null; optionId: string }[]> {
  const page = await html("/book");
  const match = /"recentOrders",(\[[^\]]*\])/.exec(page) ?? /"recentOrders":(\[[^\]]*\])/.exec(page);
  if (!match) throw new Error("the book page carries no recentOrders");
  return JSON.parse(match[1]!) as never;
}

let orderNumber = 0;
/** An order in the ledger as Stripe Checkout records it (the billing city in its event) or without a city. */
async function addOrders(
  count: number,
  options: { city?: string; status?: "granted" | "refunded"; offer?: string } = {},
) {
  const rows = Array.from({ length: count }, () => {
    orderNumber += 1;
    return {
      orderId: `cs_test_${orderNumber}`,
      provider: "stripe" as const,
      email: `buyer${orderNumber}@example.com`,
      buyerName: `Buyer${String.fromCharCode(64 + orderNumber)} Lastname`,
      status: options.status ?? ("granted" as const),
      offerIds: [options.offer ?? "book-bundle"],
      paymentRef: `pi_${orderNumber}`,
      rawEvent: options.city
        ? {
            type: "checkout.session.completed",
            data: { object: { customer_details: { address: { city: options.city } } } },
          }
        : null,
      // One minute apart, newest last.
      createdAt: new Date(Date.now() - (100 - orderNumber) * 60_000),
    };
  });
  await server.services.db.insert(purchaseOrders).values(rows);
}

const proofForm = (fields: Record<string, string> = {}) => ({
  intent: "proof.save",
  "recentOrders.enabled": "on",
  "recentOrders.threshold": "5",
  trialCapacity: "",
  ...fields,
});

async function saveProof(fields: Record<string, string> = {}) {
  const response = await adminAction(server, proofForm(fields), admin);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, message: "Social proof saved" });
}

describe("the book page's recent-orders toast", () => {
  it("shows nothing with 0 orders, nothing with 2 (under the default threshold of 5), the 10 newest of 12", async () => {
    expect(await toastOrders()).toEqual([]);

    await addOrders(1, { city: "Nashville" });
    await addOrders(1);
    // The ledger is read again at most once a second: the two show once the owner asks for 2...
    await saveProof({ "recentOrders.threshold": "2" });
    await expect.poll(async () => (await toastOrders()).length).toBe(2);
    expect((await toastOrders()).map(({ firstName, city }) => ({ firstName, city }))).toEqual([
      { firstName: "BuyerB", city: null },
      { firstName: "BuyerA", city: "Nashville" },
    ]);
    // ...and not under the default threshold of 5.
    await saveProof();
    expect(await toastOrders()).toEqual([]);

    await addOrders(10, { city: "Austin" });
    await expect.poll(async () => (await toastOrders()).length).toBe(10);
    const shown = await toastOrders();
    expect(shown[0]).toEqual({ firstName: "BuyerL", city: "Austin", optionId: "book-bundle", at: expect.any(String) });
    expect(shown.every((order) => order.city === "Austin")).toBe(true);
    // The two oldest, Nashville's and the one without a city, are not among the 10 newest.
    expect(shown.map((order) => order.city)).not.toContain("Nashville");
  });

  it("sends the browser a first name and a city only, and only what the order gave", async () => {
    await saveProof({ "recentOrders.threshold": "2" });
    const page = await html("/book");
    expect(page).not.toContain("Lastname");
    expect(page).not.toMatch(/buyer\d+@example\.com/);
    expect(page).not.toContain("cs_test_");
  });

  it("never shows a refunded order, nor other offers' orders", async () => {
    await addOrders(1, { status: "refunded", city: "Denver" });
    await addOrders(1, { offer: "ai-suite-trial", city: "Boston" });
    await addOrders(1, { city: "Chicago" });
    // Once the newest order shows, the ledger has been read with the two before it.
    await expect.poll(async () => (await toastOrders())[0]?.city).toBe("Chicago");
    const cities = (await toastOrders()).map((order) => order.city);
    expect(cities).not.toContain("Denver");
    expect(cities).not.toContain("Boston");
  });

  it("names no one when the owner turns it off or sets a threshold above the orders", async () => {
    await saveProof({ "recentOrders.enabled": "" });
    expect(await toastOrders()).toEqual([]);
    // 13 standing book orders: Nashville's, the one without a city, 10 from Austin and Chicago's.
    await saveProof({ "recentOrders.threshold": "14" });
    expect(await toastOrders()).toEqual([]);
    await saveProof({ "recentOrders.threshold": "13" });
    expect(await toastOrders()).toHaveLength(10);
  });
});

describe("testimonials", () => {
  it("shows on the book and program pages only the ones with permission on file, in the owner's order", async () => {
    await saveProof({
      "testimonials.book.0.quote": "It carried me through my detour.",
      "testimonials.book.0.name": "Ann Lee",
      "testimonials.book.0.role": "Pastor, Ohio",
      "testimonials.book.0.rating": "5",
      "testimonials.book.0.permission": "on",
      "testimonials.book.1.quote": "Unpermitted words.",
      "testimonials.book.1.name": "Ben Unasked",
      "testimonials.book.1.rating": "",
      "testimonials.program.0.quote": "My book is out.",
      "testimonials.program.0.name": "Cara Writes",
      "testimonials.program.0.rating": "",
      "testimonials.program.0.permission": "on",
    });
    const book = await html("/book");
    expect(pageText(book)).toContain("It carried me through my detour.");
    expect(pageText(book)).toContain("Pastor, Ohio");
    expect(book).toContain('aria-label="5 out of 5 stars"');
    // An unticked testimonial never reaches the browser, not even in the page's data.
    expect(book).not.toContain("Unpermitted words.");
    expect(book).not.toContain("Ben Unasked");
    const program = await html("/rerouted");
    expect(pageText(program)).toContain("My book is out.");
    expect(program).not.toContain("Unpermitted words.");
  });

  it("keeps each save as a version in the History tab", async () => {
    const versions = await server.services.db
      .select({ savedBy: siteSettingsHistory.savedBy })
      .from(siteSettingsHistory)
      .where(eq(siteSettingsHistory.key, "proof"))
      .orderBy(desc(siteSettingsHistory.version));
    expect(versions.length).toBeGreaterThan(1);
    expect(versions[0]!.savedBy).toBe("owner@example.com");
    const history = await server.request("/admin?tab=history", { cookie: admin });
    expect(pageText(await history.text())).toContain("Social proof");
  });

  it("hides a page's section again once no testimonial has permission, and the launch checklist lists it", async () => {
    await saveProof({
      "testimonials.book.0.quote": "It carried me through my detour.",
      "testimonials.book.0.name": "Ann Lee",
      "testimonials.book.0.rating": "5",
    });
    expect(await html("/book")).not.toContain("It carried me through my detour.");
    const adminPage = pageText(await (await server.request("/admin?tab=proof", { cookie: admin })).text());
    expect(adminPage).toContain(
      "Book page: reader stories (Social proof tab) Program page: author stories (Social proof tab)",
    );
    // The editor still holds the unticked one.
    expect(adminPage).toContain("It carried me through my detour.");
  });
});

describe("the AI upsell's trial spots", () => {
  it("claims no spots until the owner sets a capacity, then the capacity minus real trial orders", async () => {
    expect(pageText(await html("/rerouted/upsell-ai"))).not.toContain("trial spots left");
    // One trial order was added above; two more, and a refunded one that gives its spot back.
    await addOrders(2, { offer: "ai-suite-trial" });
    await addOrders(1, { offer: "ai-suite-trial", status: "refunded" });
    await saveProof({ trialCapacity: "50" });
    expect(pageText(await html("/rerouted/upsell-ai"))).toContain("Only 47 trial spots left");
  });
});

describe("the Social proof save", () => {
  it("redirects anonymous and customer posts to /login and writes nothing", async () => {
    const [before] = await server.services.db
      .select({ version: siteSettings.version })
      .from(siteSettings)
      .where(eq(siteSettings.key, "proof"));
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(server, proofForm({ trialCapacity: "1" }), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
      const tab = await server.request("/admin?tab=proof", { cookie });
      expect(tab.status).toBe(302);
    }
    const [after] = await server.services.db
      .select({ version: siteSettings.version })
      .from(siteSettings)
      .where(eq(siteSettings.key, "proof"));
    expect(after).toEqual(before);
  });

  it("refuses bad input with each field's message and saves nothing", async () => {
    const response = await adminAction(
      server,
      proofForm({ "recentOrders.threshold": "0", "testimonials.book.0.quote": "No name" }),
      admin,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; fieldErrors: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["recentOrders.threshold", "testimonials.book.0.name"]);
    expect(pageText(await html("/rerouted/upsell-ai"))).toContain("Only 47 trial spots left");
  });
});
