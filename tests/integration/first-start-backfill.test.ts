import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteDirectory, type Database } from "../../app/db/client.server";
import { copyMigratedTemplate } from "../../app/db/database-template";
import { countRange, sourcesOf, type RangeCounts } from "../../app/features/analytics/funnel.server";
import { DAY_MS } from "../../app/features/analytics/rollup-days";
import { machineTime } from "../support/machine-time";
import { exitOf, startChildServer, type ChildServer } from "./processes";

/**
 * An upgraded embedded database whose ~400 days of raw events were never
 * rolled up: the server's first roll-up backfills them all while it serves,
 * and /healthz keeps answering within README's 2 s throughout (issue 42).
 */
const DAYS = 398;
const dataDir = mkdtempSync(join(tmpdir(), "rerouted-backfill-"));
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const range = { from: new Date(today.getTime() - DAYS * DAY_MS), to: today };
let server: ChildServer | undefined;

const open = () => openDatabase({ kind: "pglite", dataDir });
async function report(database: Database): Promise<RangeCounts> {
  return countRange(database.db, await sourcesOf(database.db, range));
}

let before: RangeCounts;
beforeAll(async () => {
  await copyMigratedTemplate(pgliteDirectory(dataDir));
  const database = await open();
  try {
    // Each day: 20 visitors see the home page, 8 of them /book, 3 start a checkout, 1 buys.
    await database.db.execute(sql`
      insert into analytics_events (type, name, path, visitor_id, props, created_at)
      select e.type, e.name, e.path, 'v' || d || '-' || v, e.props,
        ${range.from.toISOString()}::timestamptz + make_interval(days => d, mins => 60 + v * 7 + e.step)
      from generate_series(0, ${DAYS - 1}) as d, generate_series(1, 20) as v,
      lateral (values
        (0, 'page_view', 'page_view', '/', '{"referrer_domain":"instagram.com"}'::jsonb, true),
        (1, 'page_view', 'page_view', '/book', '{}'::jsonb, v <= 8),
        (2, 'custom', 'checkout_started', '/book', '{"offer":"book-bundle","value":24.99}'::jsonb, v <= 3),
        (3, 'custom', 'pixel:Purchase', '/book', '{"content_ids":"book-bundle","value":24.99}'::jsonb, v = 1)
      ) as e(step, type, name, path, props, included)
      where e.included`);
    before = await report(database);
  } finally {
    await database.close();
  }
}, machineTime(60_000));

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the first start on ~400 days of events never rolled up", () => {
  it(
    "answers /healthz within 2 s throughout the backfill, which still rolls up every day",
    async () => {
      server = await startChildServer({ env: { DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "info" } });
      const done = () => /"message":"analytics days rolled up"/.test(server!.output());
      const latencies: number[] = [];
      const deadline = performance.now() + machineTime(90_000);
      while (!done()) {
        expect(performance.now(), "the roll-up did not finish in time").toBeLessThan(deadline);
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/healthz`);
        await response.body?.cancel();
        latencies.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      const rolledUp = server
        .output()
        .split("\n")
        .find((line) => line.includes('"message":"analytics days rolled up"'));
      expect(JSON.parse(rolledUp!)).toMatchObject({ days: DAYS });
      // Polled from the first answer to the backfill's end: some of them during it.
      expect(latencies.length).toBeGreaterThan(5);
      expect(Math.max(...latencies), `the slowest of ${latencies.length} answers`).toBeLessThan(2_000);

      await server.stop();
      expect(await exitOf(server.process)).toBe(0);
      server = undefined;
      const database = await open();
      try {
        const after = await sourcesOf(database.db, range);
        expect(after.raw).toEqual([]);
        expect(await report(database)).toEqual(before);
      } finally {
        await database.close();
      }
    },
    machineTime(180_000),
  );
});
