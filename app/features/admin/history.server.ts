import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import { siteSettingsHistory } from "~/db/schema";
import type { Services } from "~/services.server";
import { invalidateAggregates } from "./aggregate-cache.server";
import { changedPaths, historyFieldLabel, historyTitleOf, MAX_LISTED_CHANGES } from "./history";
import type { AdminActionResult } from "./action-result";

/** How many saves the History tab lists, newest first. */
const LISTED_VERSIONS = 60;

/**
 * The History tab: the latest saves of the Site tab, the offers and the
 * pages' words, each with who saved it, when, what it changed against the
 * version before it, and whether it is the row's current one.
 */
export async function loadHistory(services: Services) {
  const previous = sql<unknown>`lag(${siteSettingsHistory.value}) over (partition by ${siteSettingsHistory.key} order by ${siteSettingsHistory.version})`;
  const newest = sql<number>`max(${siteSettingsHistory.version}) over (partition by ${siteSettingsHistory.key})`;
  const ranked = services.db
    .select({
      key: siteSettingsHistory.key,
      version: siteSettingsHistory.version,
      value: siteSettingsHistory.value,
      savedBy: siteSettingsHistory.savedBy,
      savedAt: siteSettingsHistory.savedAt,
      previous: previous.as("previous"),
      newest: newest.as("newest"),
    })
    .from(siteSettingsHistory)
    .as("ranked");
  const rows = await services.db
    .select()
    .from(ranked)
    .orderBy(desc(ranked.savedAt), desc(ranked.version))
    .limit(LISTED_VERSIONS);
  return {
    versions: rows.map((row) => {
      const changes = changedPaths(row.previous ?? null, row.value).map((path) => historyFieldLabel(row.key, path));
      return {
        key: row.key,
        title: historyTitleOf(row.key),
        version: row.version,
        savedBy: row.savedBy,
        savedAt: new Date(row.savedAt).toISOString(),
        current: row.version === Number(row.newest),
        firstSave: row.previous === null,
        changes: changes.slice(0, MAX_LISTED_CHANGES),
        moreChanges: Math.max(0, changes.length - MAX_LISTED_CHANGES),
      };
    }),
  };
}

const restoreSchema = z.object({
  intent: z.literal("history.restore"),
  key: z.string().min(1).max(100),
  version: z.coerce.number().int().min(1).max(1_000_000_000),
});

/** Saves an earlier version of a row again, as its newest version (so the restore can be undone the same way). */
export async function restoreVersion(
  fields: Record<string, string>,
  services: Services,
  savedBy: string,
): Promise<{ status: 200 | 400 | 404; result: AdminActionResult }> {
  const checked = restoreSchema.safeParse(fields);
  if (!checked.success) return { status: 400, result: { ok: false, message: "Choose a version to restore" } };
  const { key, version } = checked.data;
  const restored = await services.siteContent.restore(key, version, savedBy);
  if (!restored) return { status: 404, result: { ok: false, message: "That version no longer exists" } };
  invalidateAggregates();
  return { status: 200, result: { ok: true, message: `${historyTitleOf(key)}: version ${version} restored` } };
}
