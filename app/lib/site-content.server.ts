import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteSettings, siteSettingsHistory } from "~/db/schema";
import type { LegalTexts } from "~/content/legal";
import type { EditableOffer, OfferId } from "~/content/offers";
import type { SiteSettings } from "~/content/site";
import type { SocialProofSettings } from "~/content/social-proof";
import { launchChecklist, type ChecklistItem } from "./launch-checklist";
import type { CopyOverrides } from "./page-copy";
import { mergeSiteContent, type SiteContent } from "./site-content";

/** What one instance currently serves: the content, its version, and what is still a placeholder. */
export interface SiteContentSnapshot {
  content: SiteContent;
  /** Changes whenever any instance saves: the key of every cached page. */
  version: string;
  checklist: ChecklistItem[];
}

export interface SiteContentStore {
  /** The last content this instance loaded (no I/O). */
  current(): SiteContentSnapshot;
  /**
   * The current content, after checking (at most every `checkEveryMs`) whether
   * another instance saved a change. A failed check keeps serving what it had.
   */
  fresh(): Promise<SiteContentSnapshot>;
  /** Whether the next fresh() checks the database (else it settles at once with current()). */
  checkDue(): boolean;
  /** Each save is kept as a version of its row, with who saved it (an admin's address; null for a script). */
  saveSettings(settings: SiteSettings, savedBy?: string | null): Promise<SiteContentSnapshot>;
  saveOffer(id: OfferId, offer: EditableOffer, savedBy?: string | null): Promise<SiteContentSnapshot>;
  /** Replaces every saved word of the pages (the Pages tab saves one page's within them). */
  saveCopy(copy: CopyOverrides, savedBy?: string | null): Promise<SiteContentSnapshot>;
  /** The Social proof tab: testimonials, the recent-orders toast and the trial's capacity. */
  saveProof(proof: SocialProofSettings, savedBy?: string | null): Promise<SiteContentSnapshot>;
  /** Replaces every saved legal page (the Legal tab saves one page's within them). */
  saveLegal(legal: LegalTexts, savedBy?: string | null): Promise<SiteContentSnapshot>;
  /** Saves an earlier version of a row again, as its newest; null when there is no such version. */
  restore(key: string, version: number, savedBy: string): Promise<SiteContentSnapshot | null>;
}

const SITE_KEY = "site";
const COPY_KEY = "copy";
const PROOF_KEY = "proof";
const LEGAL_KEY = "legal";
const offerKey = (id: OfferId) => `offer:${id}`;

function snapshotOf(rows: { key: string; value: unknown; version: number }[]): SiteContentSnapshot {
  const content = contentOf(rows);
  return { content, version: versionOf(rows), checklist: launchChecklist(content) };
}

function contentOf(rows: { key: string; value: unknown }[]): SiteContent {
  const offers: Record<string, Partial<EditableOffer>> = {};
  let settings: Partial<SiteSettings> | null = null;
  let copy: CopyOverrides | null = null;
  let proof: Partial<SocialProofSettings> | null = null;
  let legal: LegalTexts | null = null;
  for (const row of rows) {
    if (row.key === SITE_KEY) settings = row.value as Partial<SiteSettings>;
    else if (row.key === COPY_KEY) copy = row.value as CopyOverrides;
    else if (row.key === PROOF_KEY) proof = row.value as Partial<SocialProofSettings>;
    else if (row.key === LEGAL_KEY) legal = row.value as LegalTexts;
    else if (row.key.startsWith("offer:")) offers[row.key.slice("offer:".length)] = row.value as Partial<EditableOffer>;
  }
  return mergeSiteContent({ settings, offers, copy, proof, legal });
}

function versionOf(rows: { key: string; version: number }[]): string {
  return rows.map((row) => `${row.key}:${row.version}`).join(",") || "seed";
}

/**
 * Saves what an offer's seed lacks (the demo's grants: product ids exist
 * only once products are created) unless the offer was already saved,
 * whose row is the owner's. The rest of the offer keeps following its seed.
 */
export async function seedOffer(db: Db, id: OfferId, offer: Partial<EditableOffer>): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: offerKey(id), value: offer })
    .onConflictDoNothing();
}

/**
 * The saved content read straight from the database (or a transaction), for
 * work that must see the latest save rather than this instance's copy.
 */
export async function readSiteContent(db: Pick<Db, "select">): Promise<SiteContent> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return contentOf(rows);
}

/**
 * The owner's words (the Pages tab's saved overrides) read straight from
 * the database, for the emails: they are written on the server, in the
 * transaction that queues them, with no page's context to read them from.
 */
export async function readSavedCopy(db: Pick<Db, "select">): Promise<CopyOverrides> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, COPY_KEY));
  return (row?.value as CopyOverrides | undefined) ?? {};
}

export function createSiteContentStore(options: {
  db: Db;
  checkEveryMs?: number;
  onError?: (message: string) => void;
}): SiteContentStore {
  const { db, checkEveryMs = 1000 } = options;
  let snapshot = snapshotOf([]);
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function reload(): Promise<void> {
    // The cheap check first: a few (key, version) pairs.
    const versions = await db
      .select({ key: siteSettings.key, version: siteSettings.version })
      .from(siteSettings)
      .orderBy(asc(siteSettings.key));
    if (versionOf(versions) === snapshot.version) return;
    const rows = await db
      .select({ key: siteSettings.key, value: siteSettings.value, version: siteSettings.version })
      .from(siteSettings)
      .orderBy(asc(siteSettings.key));
    snapshot = snapshotOf(rows);
  }

  function check(): Promise<void> {
    checking ??= reload()
      .catch((error: Error) => options.onError?.(`site settings check failed: ${error.message}`))
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  async function save(key: string, value: unknown, savedBy: string | null): Promise<SiteContentSnapshot> {
    await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: siteSettings.version });
      await tx.insert(siteSettingsHistory).values({ key, version: saved!.version, value, savedBy });
    });
    // This instance shows the change at once; the others within checkEveryMs.
    await checking;
    checkedAt = Date.now();
    await check();
    return snapshot;
  }

  return {
    current: () => snapshot,
    checkDue: () => Date.now() - checkedAt >= checkEveryMs || checking !== null,
    async fresh() {
      const now = Date.now();
      if (now - checkedAt >= checkEveryMs) {
        checkedAt = now;
        await check();
      }
      return snapshot;
    },
    saveSettings: (settings, savedBy = null) => save(SITE_KEY, settings, savedBy),
    saveOffer: (id, offer, savedBy = null) => save(offerKey(id), offer, savedBy),
    saveCopy: (copy, savedBy = null) => save(COPY_KEY, copy, savedBy),
    saveProof: (proof, savedBy = null) => save(PROOF_KEY, proof, savedBy),
    saveLegal: (legal, savedBy = null) => save(LEGAL_KEY, legal, savedBy),
    restore: async (key, version, savedBy) => {
      const [earlier] = await db
        .select({ value: siteSettingsHistory.value })
        .from(siteSettingsHistory)
        .where(and(eq(siteSettingsHistory.key, key), eq(siteSettingsHistory.version, version)));
      return earlier ? save(key, earlier.value, savedBy) : null;
    },
  };
}
