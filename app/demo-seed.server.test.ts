import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Config } from "~/config.server";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { createSiteContentStore, readSiteContent } from "~/lib/site-content.server";
import type { Logger } from "~/logger.server";
import { createLocalStorage } from "~/storage/storage.server";
import { seedDemo } from "./demo-seed.server";

const opened: { database: Database; folder: string }[] = [];
afterAll(async () => {
  for (const { database, folder } of opened) {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

const config = { demoPassword: "demo-password-123", adminEmails: ["admin@example.com"] } as Config;
const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

/** A fresh install: an empty migrated database and an empty uploads folder. */
async function freshInstall() {
  const database = await openTestDatabase();
  const folder = mkdtempSync(join(tmpdir(), "rerouted-seed-"));
  opened.push({ database, folder });
  return { db: database.db, storage: createLocalStorage(folder) };
}

const seriesId = async (db: Database["db"]) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.name, "Visual Transformation Series")))[0]?.id;

describe("seedDemo", () => {
  it("makes the series offers grant the seeded series, and leaves the rest of each offer to its seed", async () => {
    const { db, storage } = await freshInstall();
    expect(await seedDemo({ db, storage, config, log })).toBe(true);
    const id = await seriesId(db);
    expect(id).toBeDefined();
    const { offers } = await readSiteContent(db);
    expect(offers["visual-series"]).toEqual({ ...DEFAULT_OFFERS["visual-series"], grants: [id] });
    expect(offers["visual-series-regular"]).toEqual({ ...DEFAULT_OFFERS["visual-series-regular"], grants: [id] });
    for (const offerId of OFFER_IDS.filter((o) => !o.startsWith("visual-series"))) {
      expect(offers[offerId], offerId).toEqual(DEFAULT_OFFERS[offerId]);
    }
  }, 60_000);

  it("never replaces an offer the owner already saved", async () => {
    const { db, storage } = await freshInstall();
    const owners = { ...DEFAULT_OFFERS["visual-series"], price: 39, grants: [] };
    await createSiteContentStore({ db }).saveOffer("visual-series", owners);
    expect(await seedDemo({ db, storage, config, log })).toBe(true);
    const { offers } = await readSiteContent(db);
    expect(offers["visual-series"]).toMatchObject({ price: 39, grants: [] });
    expect(offers["visual-series-regular"].grants).toEqual([await seriesId(db)]);
  }, 60_000);
});
