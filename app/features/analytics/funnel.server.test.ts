import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { analyticsDaily, analyticsDailyVitals, analyticsEvents, analyticsPartialDays } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { rawReport, rawVitalsP75 } from "../../../tests/reference/raw-funnel-report";
import { countRange, recentEvents, sourcesOf, vitalsByPage } from "./funnel.server";
import { pruneAnalyticsEvents } from "./retention.server";
import { ROLLUP_GRACE_MS } from "./rollup-days";
import { rollUpClosedDays, rollUpDay, rollUpOpenDay } from "./rollup.server";
import { visitorId } from "./visitor.server";
import { quantizeVital, WEB_VITALS } from "./web-vitals";

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const at = (iso: string, minute: number) => new Date(day(iso).getTime() + minute * 60_000);
const days = (first: string, last: string) => ({ from: day(first), to: new Date(day(last).getTime() + 86_400_000) });
type Row = typeof analyticsEvents.$inferInsert;
const view = (visitor: string, path: string, createdAt: Date, props: Row["props"] = {}): Row => ({
  type: "page_view",
  name: "page_view",
  path,
  visitorId: visitor,
  props,
  createdAt,
});
const custom = (visitor: string, name: string, createdAt: Date, props: Row["props"] = {}): Row => ({
  type: "custom",
  name,
  path: "/book",
  visitorId: visitor,
  props,
  createdAt,
});
const vital = (path: string, name: string, value: number, createdAt: Date): Row => ({
  type: "web_vital",
  name,
  path,
  visitorId: `v-${value}`,
  props: { value },
  createdAt,
});

async function clearRollUps() {
  await db().delete(analyticsDaily);
  await db().delete(analyticsDailyVitals);
  await db().delete(analyticsPartialDays);
}

/** The roll-up job's run at the moment that rolls the open day up through `through`. */
const rollUpOpenDayThrough = (through: Date) => rollUpOpenDay(db(), new Date(through.getTime() + ROLLUP_GRACE_MS));

describe("the Funnel tab's counts on 2026-06-01", () => {
  const june1 = days("2026-06-01", "2026-06-01");
  const d = (minute: number) => at("2026-06-01", 12 * 60 + minute);

  beforeAll(async () => {
    await db()
      .insert(analyticsEvents)
      .values([
        // a: the book funnel to the thank-you page, with repeats (counted once per step)
        view("a", "/book", d(1)),
        view("a", "/book", d(2)),
        custom("a", "checkout_started", d(3), { offer: "book-bundle", value: 24.99 }),
        custom("a", "checkout_started", d(4), { offer: "book-bundle", value: 24.99 }),
        view("a", "/rerouted/thank-you", d(5)),
        // b: checkout before ever seeing /book, then /book: the checkout does not count
        custom("b", "checkout_started", d(1), { offer: "book-digital", value: 14.99 }),
        view("b", "/book", d(2)),
        // c: reached /book only
        view("c", "/book", d(10)),
        // d: the whole funnel, the day before
        view("d", "/book", at("2026-05-31", 600)),
        custom("d", "checkout_started", at("2026-05-31", 601), { offer: "book-bundle" }),
        // e: /book on the day, the checkout the next day
        view("e", "/book", d(30)),
        custom("e", "checkout_started", at("2026-06-02", 30), { offer: "book-bundle" }),
        // f and g: the application, one qualified
        view("f", "/rerouted/book-creation-application", d(19)),
        custom("f", "application_submitted", d(20), { qualified: true }),
        view("g", "/rerouted/book-creation-application", d(20)),
        custom("g", "application_submitted", d(21), { qualified: false }),
        // entries with their source
        view("r1", "/", d(40), { referrer_domain: "instagram.com", utm_campaign: "launch" }),
        view("r2", "/", d(41), { referrer_domain: "instagram.com" }),
        view("r3", "/", d(42), { referrer_domain: "google.com", utm_campaign: "launch" }),
        custom("r1", "pixel:Purchase", d(50), { content_ids: "book-bundle", value: 24.99 }),
        custom("r1", "upsell_accepted", d(51), { offer: "visual-series", value: 47 }),
        // a purchase the next day is not counted
        custom("r2", "pixel:Purchase", at("2026-06-02", 70), { content_ids: "book-bundle", value: 24.99 }),
        // field data: /book LCP 1200 x3, 2000, 3000; INP 100, 300
        ...[1200, 1200, 1200, 2000, 3000].map((value) => vital("/book", "LCP", value, d(5))),
        ...[100, 300].map((value) => vital("/book", "INP", value, d(6))),
        vital("/", "LCP", 900, d(40)),
      ]);
  });

  const expected = {
    funnels: { book: [4, 1, 1, 0, 0, 0], assessment: [0, 0, 0], application: [2, 2, 1] },
    pages: [
      { key: "/book", visitors: 4, events: 5 },
      { key: "/", visitors: 3, events: 3 },
      { key: "/rerouted/book-creation-application", visitors: 2, events: 2 },
      { key: "/rerouted/thank-you", visitors: 1, events: 1 },
    ],
    entries: {
      referrer_domain: [
        { key: "instagram.com", visitors: 2, events: 2 },
        { key: "google.com", visitors: 1, events: 1 },
      ],
      utm_source: [],
      utm_campaign: [{ key: "launch", visitors: 2, events: 2 }],
    },
    offers: [
      { offer: "visual-series", checkouts: 0, purchases: 1, revenue: 47 },
      { offer: "book-bundle", checkouts: 2, purchases: 1, revenue: 24.99 },
      { offer: "book-digital", checkouts: 1, purchases: 0, revenue: 0 },
    ],
  };
  const expectedVitals = [
    { path: "/book", samples: 5, p75: { LCP: 2000, INP: 300, CLS: null } },
    { path: "/", samples: 1, p75: { LCP: 900, INP: null, CLS: null } },
  ];

  it("counts from raw events before any roll-up", async () => {
    const sources = await sourcesOf(db(), june1);
    expect(sources).toEqual({ rolledUp: [], partial: [], raw: [june1] });
    expect(await countRange(db(), sources)).toEqual(expected);
    expect(await vitalsByPage(db(), sources)).toEqual(expectedVitals);
  });

  it("counts the same from the open day's roll-up so far plus its latest events", async () => {
    // 12:03 splits visitor a (two /book views before, the checkouts at and after it); 12:20 splits f and g.
    for (const through of [d(3), d(20)]) {
      expect(await rollUpOpenDayThrough(through)).toBe(true);
      const sources = await sourcesOf(db(), june1);
      expect(sources).toEqual({ rolledUp: [june1], partial: [{ day: "2026-06-01", through }], raw: [] });
      expect(await countRange(db(), sources)).toEqual(expected);
      expect(await vitalsByPage(db(), sources)).toEqual(expectedVitals);
    }
    const stored = await db().select().from(analyticsDaily).where(eq(analyticsDaily.day, "2026-06-01"));
    // Through 12:20: a, b and c reached /book, e only at 12:30.
    expect(stored.find((row) => row.kind === "funnel" && row.key === "book:0")).toMatchObject({ visitors: 3 });
    expect(stored.find((row) => row.kind === "day")).toBeUndefined();
  });

  it("leaves the open day's rows when they are as recent already, however many instances try", async () => {
    const runs = await Promise.all([1, 2, 3].map(() => rollUpOpenDayThrough(d(20))));
    expect(runs).toEqual([false, false, false]);
    const refreshed = await Promise.all([1, 2, 3].map(() => rollUpOpenDayThrough(d(25))));
    expect(refreshed.filter(Boolean)).toHaveLength(1);
    expect((await sourcesOf(db(), june1)).partial).toEqual([{ day: "2026-06-01", through: d(25) }]);
  });

  it("counts the same from the roll-up of the closed days", async () => {
    // Five days of retention on 2026-06-03: 05-31 to 06-02 are closed and whole.
    expect(await rollUpClosedDays(db(), { retentionDays: 5, now: at("2026-06-03", 60) })).toBe(3);
    const sources = await sourcesOf(db(), june1);
    // The day's final roll-up replaced the rows it held so far.
    expect(sources).toEqual({ rolledUp: [june1], partial: [], raw: [] });
    expect(await countRange(db(), sources)).toEqual(expected);
    expect(await vitalsByPage(db(), sources)).toEqual(expectedVitals);
    const stored = await db().select().from(analyticsDaily).where(eq(analyticsDaily.day, "2026-06-01"));
    expect(stored.find((row) => row.kind === "page" && row.key === "/book")).toMatchObject({ visitors: 4, events: 5 });
    expect(stored.find((row) => row.kind === "funnel" && row.key === "application:2")).toMatchObject({ visitors: 1 });
  });

  it("rolls a day up once, however many instances try", async () => {
    const now = at("2026-06-03", 60);
    expect(await rollUpClosedDays(db(), { retentionDays: 5, now })).toBe(0);
    await clearRollUps();
    const runs = await Promise.all([1, 2, 3].map(() => rollUpClosedDays(db(), { retentionDays: 30, now })));
    // Thirty days of retention: each of the 28 whole closed days is rolled up by one of the runs.
    const markers = await db().select({ n: count() }).from(analyticsDaily).where(eq(analyticsDaily.kind, "day"));
    expect(markers[0]!.n).toBe(28);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(28);
    expect(await countRange(db(), await sourcesOf(db(), june1))).toEqual(expected);
  });

  it("lists the newest events of the range first, without web vitals", async () => {
    const recent = await recentEvents(db(), june1, 3);
    expect(recent.map((e) => [e.visitor, e.name, e.createdAt])).toEqual([
      ["r1", "upsell_accepted", d(51).toISOString()],
      ["r1", "pixel:Purchase", d(50).toISOString()],
      ["r3", "page_view", d(42).toISOString()],
    ]);
  });
});

describe("roll-ups against the raw events (2026-03-01 to 2026-03-06)", () => {
  const range = days("2026-03-01", "2026-03-06");
  const PATHS = [
    "/",
    "/book",
    "/rerouted",
    "/assessment",
    "/rerouted/thank-you",
    "/rerouted/book-creation-application",
  ];
  const OFFERS = ["book-bundle", "book-digital", "visual-series"];
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  beforeAll(async () => {
    // The first block's roll-ups marked these days as rolled up while they had no events yet.
    await clearRollUps();
    const rows: Row[] = [];
    for (let d = 1; d <= 6; d += 1) {
      const iso = `2026-03-0${d}`;
      for (let person = 0; person < 40; person += 1) {
        // The same people every day: their visitor id changes with the day, as in production.
        const ip = `10.0.0.${person}`;
        let minute = Math.floor(random() * 1300);
        const next = () => at(iso, (minute += 1 + Math.floor(random() * 20)) % 1440);
        const id = (createdAt: Date) => visitorId({ secret: "s", now: createdAt, ip, userAgent: "UA" });
        const push = (make: (visitor: string, createdAt: Date) => Row) => {
          const createdAt = next();
          rows.push(make(id(createdAt), createdAt));
        };
        const entry: Row["props"] =
          random() < 0.5 ? { referrer_domain: pick(["instagram.com", "google.com", "t.co"]) } : {};
        push((v, t) => view(v, pick(PATHS), t, random() < 0.3 ? { ...entry, utm_campaign: "launch" } : entry));
        for (let step = 0; step < 6; step += 1) {
          const r = random();
          if (r < 0.35) push((v, t) => view(v, pick(PATHS), t));
          else if (r < 0.5) push((v, t) => custom(v, "checkout_started", t, { offer: pick(OFFERS), value: 24.99 }));
          else if (r < 0.58)
            push((v, t) => custom(v, "pixel:Purchase", t, { content_ids: pick(OFFERS), value: 14.99 }));
          else if (r < 0.65) push((v, t) => custom(v, "application_submitted", t, { qualified: random() < 0.5 }));
          else if (r < 0.72) push((v, t) => custom(v, pick(["assessment_completed", "lead_captured"]), t));
          else {
            const metric = pick(WEB_VITALS);
            const raw = metric === "CLS" ? random() * 0.4 : metric === "INP" ? random() * 700 : 500 + random() * 5000;
            push((_v, t) => ({ ...vital(pick(PATHS), metric, quantizeVital(metric, raw), t), visitorId: id(t) }));
          }
        }
      }
    }
    await db().insert(analyticsEvents).values(rows);
  });

  async function expectSameAsRaw() {
    const sources = await sourcesOf(db(), range);
    expect(await countRange(db(), sources)).toEqual(await rawReport(db(), range));
    const vitals = await vitalsByPage(db(), sources);
    const p75 = await rawVitalsP75(db(), range);
    expect(vitals.length).toBeGreaterThan(0);
    for (const page of vitals) {
      for (const metric of WEB_VITALS)
        expect(page.p75[metric], `${page.path} ${metric}`).toBe(p75[`${page.path} ${metric}`] ?? null);
    }
    return sources;
  }

  it("equals the raw computation with no day rolled up, some, and all", async () => {
    expect((await expectSameAsRaw()).rolledUp).toEqual([]);
    await rollUpDay(db(), "2026-03-02");
    await rollUpDay(db(), "2026-03-04");
    expect((await expectSameAsRaw()).rolledUp).toHaveLength(2);
    for (const d of ["01", "03", "05", "06"]) await rollUpDay(db(), `2026-03-${d}`);
    expect((await expectSameAsRaw()).raw).toEqual([]);
  });

  it("equals the raw computation with a day rolled up in part, at any moment of it", async () => {
    await db().delete(analyticsDaily).where(eq(analyticsDaily.day, "2026-03-05"));
    await db().delete(analyticsDailyVitals).where(eq(analyticsDailyVitals.day, "2026-03-05"));
    for (const minute of [1, 8 * 60 + 7, 17 * 60 + 31, 24 * 60 - 1]) {
      expect(await rollUpOpenDayThrough(at("2026-03-05", minute))).toBe(true);
      expect((await expectSameAsRaw()).partial).toEqual([{ day: "2026-03-05", through: at("2026-03-05", minute) }]);
    }
    expect(await rollUpDay(db(), "2026-03-05")).toBe(true);
    expect((await expectSameAsRaw()).partial).toEqual([]);
  });

  it("reads a day rolled up with other funnel definitions from raw events until it is rolled up again", async () => {
    await db()
      .update(analyticsDaily)
      .set({ key: "old-definitions" })
      .where(sql`${analyticsDaily.day} = '2026-03-03' and ${analyticsDaily.kind} = 'day'`);
    await db()
      .insert(analyticsDaily)
      .values({ day: "2026-03-03", kind: "page", key: "/gone", visitors: 99, events: 99 });
    expect((await expectSameAsRaw()).raw).toEqual([days("2026-03-03", "2026-03-03")]);
    expect(await rollUpDay(db(), "2026-03-03")).toBe(true);
    expect((await expectSameAsRaw()).raw).toEqual([]);
    const gone = await db().select().from(analyticsDaily).where(eq(analyticsDaily.key, "/gone"));
    expect(gone).toEqual([]);
  });

  it("keeps equal to the raw events after retention deletes the oldest", async () => {
    // Retention cuts into 2026-03-03 at noon: the roll-ups of 03-01 to 03-03 go, the raw events before noon too.
    const now = new Date(at("2026-03-03", 12 * 60).getTime() + 10 * 86_400_000);
    expect(await pruneAnalyticsEvents(db(), 10, now)).toBeGreaterThan(0);
    const left = await db()
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.kind} = 'day' and ${analyticsDaily.day} between '2026-03-01' and '2026-03-06'`);
    expect(left.map((row) => row.day).sort()).toEqual(["2026-03-04", "2026-03-05", "2026-03-06"]);
    await expectSameAsRaw();
    // The job does not roll the partly deleted day up again.
    await rollUpClosedDays(db(), { retentionDays: 10, now });
    expect((await sourcesOf(db(), range)).raw).toEqual([days("2026-03-01", "2026-03-03")]);
  });
});
