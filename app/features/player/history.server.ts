import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listeningSessions } from "~/db/schema";
import type { ListeningSession } from "./resume-offer";

/** How many recent sessions the history shows (and the resume offer considers). */
const HISTORY_LENGTH = 20;

type Tx = Pick<Db, "insert">;

/**
 * The latest position of one playing session: inserted on its first save,
 * then moved along. Its time is when the position last moved, so saving
 * the same place again (the beacon of a page being left) does not make an
 * idle device look like the one listened to last.
 */
export async function recordSession(
  tx: Tx,
  row: {
    userId: string;
    productId: string;
    sessionId: string;
    chapterId: string;
    deviceId: string;
    deviceLabel: string;
    positionSeconds: number;
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(listeningSessions)
    .values({ ...row, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [listeningSessions.userId, listeningSessions.sessionId],
      set: {
        chapterId: row.chapterId,
        positionSeconds: row.positionSeconds,
        updatedAt: row.now,
      },
      // A session id belongs to the product and device that started it.
      setWhere: sql`${listeningSessions.productId} = ${row.productId} and ${listeningSessions.deviceId} = ${row.deviceId}
        and (${listeningSessions.chapterId} <> excluded.chapter_id
          or ${listeningSessions.positionSeconds} <> excluded.position_seconds)`,
    });
}

/** The user's most recent sessions of a product, newest first, marked when they come from `deviceId`. */
export async function listSessions(
  db: Db,
  options: { userId: string; productId: string; deviceId: string | null },
): Promise<ListeningSession[]> {
  const rows = await db
    .select({
      chapterId: listeningSessions.chapterId,
      positionSeconds: listeningSessions.positionSeconds,
      deviceLabel: listeningSessions.deviceLabel,
      deviceId: listeningSessions.deviceId,
      updatedAt: listeningSessions.updatedAt,
    })
    .from(listeningSessions)
    .where(and(eq(listeningSessions.userId, options.userId), eq(listeningSessions.productId, options.productId)))
    .orderBy(desc(listeningSessions.updatedAt))
    .limit(HISTORY_LENGTH);
  return rows.map(({ deviceId, updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
    thisDevice: deviceId === options.deviceId,
  }));
}
