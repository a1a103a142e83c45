import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { countFunnel, recentEvents, revenueByOffer, topEntryProp, topPages } from "./funnel.server";
import type { FunnelStep } from "./funnels";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
const range = { from: at(0), to: at(60) };
type Row = typeof analyticsEvents.$inferInsert;
const view = (visitorId: string, path: string, minute: number, props: Row["props"] = {}): Row => ({
  type: "page_view",
  name: "page_view",
  path,
  visitorId,
  props,
  createdAt: at(minute),
});
const custom = (visitorId: string, name: string, minute: number, props: Row["props"] = {}): Row => ({
  type: "custom",
  name,
  path: "/book",
  visitorId,
  props,
  createdAt: at(minute),
});

const steps: FunnelStep[] = [
  { label: "book", match: { type: "page_view", path: "/book" } },
  { label: "checkout", match: { name: "checkout_started" } },
  { label: "thanks", match: { type: "page_view", path: "/rerouted/thank-you" } },
];

describe("countFunnel", () => {
  beforeAll(async () => {
    await database.db.insert(analyticsEvents).values([
      // a: the whole funnel, with repeats (counted once per step)
      view("a", "/book", 1),
      view("a", "/book", 2),
      custom("a", "checkout_started", 3),
      custom("a", "checkout_started", 4),
      view("a", "/rerouted/thank-you", 5),
      // b: checkout before ever seeing /book, then /book: the checkout does not count
      custom("b", "checkout_started", 1),
      view("b", "/book", 2),
      // c: reached /book only
      view("c", "/book", 10),
      // d: the whole funnel but before the range
      view("d", "/book", -5),
      custom("d", "checkout_started", -4),
      // e: /book in range, checkout after the range ends
      view("e", "/book", 30),
      custom("e", "checkout_started", 61),
      // f: a qualified application event with a property
      custom("f", "application_submitted", 20, { qualified: true }),
      custom("g", "application_submitted", 21, { qualified: false }),
    ]);
  });

  it("counts each visitor once per step, in order, within the range", async () => {
    expect(await countFunnel(database.db, steps, range)).toEqual([4, 1, 1]);
  });

  it("matches a step on an event property", async () => {
    const qualified: FunnelStep[] = [
      { label: "submitted", match: { name: "application_submitted" } },
      { label: "qualified", match: { name: "application_submitted", prop: { key: "qualified", value: "true" } } },
    ];
    expect(await countFunnel(database.db, qualified, range)).toEqual([2, 1]);
  });

  it("is empty outside any activity", async () => {
    expect(await countFunnel(database.db, steps, { from: at(120), to: at(180) })).toEqual([0, 0, 0]);
  });
});

describe("reports", () => {
  beforeAll(async () => {
    await database.db.insert(analyticsEvents).values([
      view("r1", "/", 40, { referrer_domain: "instagram.com", utm_campaign: "launch" }),
      view("r2", "/", 41, { referrer_domain: "instagram.com" }),
      view("r3", "/", 42, { referrer_domain: "google.com", utm_campaign: "launch" }),
      custom("r1", "checkout_started", 43, { offer: "book-bundle", value: 24.99 }),
      custom("r2", "checkout_started", 44, { offer: "book-bundle", value: 24.99 }),
      custom("r3", "checkout_started", 45, { offer: "book-digital", value: 14.99 }),
      custom("r1", "pixel:Purchase", 50, { content_ids: "book-bundle", value: 24.99 }),
      custom("r1", "upsell_accepted", 51, { offer: "visual-series", value: 47 }),
      // a purchase after the range is not counted
      custom("r2", "pixel:Purchase", 70, { content_ids: "book-bundle", value: 24.99 }),
    ]);
  });

  it("ranks pages by unique visitors", async () => {
    const pages = await topPages(database.db, range);
    expect(pages[0]).toEqual({ key: "/book", visitors: 4, events: 5 });
    expect(pages.find((p) => p.key === "/")).toEqual({ key: "/", visitors: 3, events: 3 });
  });

  it("ranks referrers and campaigns captured on entry", async () => {
    expect(await topEntryProp(database.db, "referrer_domain", range)).toEqual([
      { key: "instagram.com", visitors: 2, events: 2 },
      { key: "google.com", visitors: 1, events: 1 },
    ]);
    expect(await topEntryProp(database.db, "utm_campaign", range)).toEqual([{ key: "launch", visitors: 2, events: 2 }]);
  });

  it("counts checkouts and confirmed purchases per offer, with the purchases' value", async () => {
    expect(await revenueByOffer(database.db, range)).toEqual([
      { offer: "visual-series", checkouts: 0, purchases: 1, revenue: 47 },
      { offer: "book-bundle", checkouts: 2, purchases: 1, revenue: 24.99 },
      { offer: "book-digital", checkouts: 1, purchases: 0, revenue: 0 },
    ]);
  });

  it("lists the range's newest events first, with a shortened visitor id", async () => {
    const recent = await recentEvents(database.db, range, 3);
    expect(recent.map((e) => [e.visitor, e.name, e.createdAt])).toEqual([
      ["r1", "upsell_accepted", at(51).toISOString()],
      ["r1", "pixel:Purchase", at(50).toISOString()],
      ["r3", "checkout_started", at(45).toISOString()],
    ]);
    expect(recent[0]!.props).toEqual({ offer: "visual-series", value: 47 });
  });
});
