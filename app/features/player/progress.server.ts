import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userProgress } from "~/db/schema";
import type { ProgressInput } from "./schemas";

export interface ProgressRow {
  chapterId: string;
  progressSeconds: number;
  lastAccessed: string;
  completedAt: string | null;
}

export async function readProgress(
  db: Db,
  options: { userId: string; productId: string; chapterId?: string },
): Promise<ProgressRow[]> {
  const rows = await db
    .select({
      chapterId: userProgress.chapterId,
      progressSeconds: userProgress.progressSeconds,
      lastAccessed: userProgress.lastAccessed,
      completedAt: userProgress.completedAt,
    })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, options.userId),
        eq(userProgress.productId, options.productId),
        options.chapterId ? eq(userProgress.chapterId, options.chapterId) : undefined,
      ),
    )
    .orderBy(desc(userProgress.lastAccessed));
  return rows.map((row) => ({
    ...row,
    lastAccessed: row.lastAccessed.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}

/**
 * One row per (user, product, chapter): an upsert. completed_at is set the
 * first time the chapter is finished and kept when it is played again.
 */
export async function saveProgress(
  db: Pick<Db, "insert">,
  options: { userId: string; productId: string; progress: ProgressInput; now?: Date },
): Promise<ProgressRow> {
  const now = options.now ?? new Date();
  const completedAt = options.progress.completed ? now : null;
  const [row] = await db
    .insert(userProgress)
    .values({
      userId: options.userId,
      productId: options.productId,
      chapterId: options.progress.chapterId,
      progressSeconds: options.progress.progressSeconds,
      lastAccessed: now,
      completedAt,
    })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.productId, userProgress.chapterId],
      set: {
        progressSeconds: options.progress.progressSeconds,
        lastAccessed: now,
        completedAt: sql`coalesce(${userProgress.completedAt}, excluded.completed_at)`,
      },
    })
    .returning();
  if (!row) throw new Error("progress upsert returned no row");
  return {
    chapterId: row.chapterId,
    progressSeconds: row.progressSeconds,
    lastAccessed: row.lastAccessed.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
