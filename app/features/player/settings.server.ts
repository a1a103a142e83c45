import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { playbackSettings } from "~/db/schema";
import { DEFAULT_SPEED } from "./playback";

/** The listener's speed for this product, on every device; 1x until one is chosen. */
export async function readSpeed(db: Db, options: { userId: string; productId: string }): Promise<number> {
  const [row] = await db
    .select({ speed: playbackSettings.speed })
    .from(playbackSettings)
    .where(and(eq(playbackSettings.userId, options.userId), eq(playbackSettings.productId, options.productId)));
  return row?.speed ?? DEFAULT_SPEED;
}

export async function saveSpeed(db: Db, options: { userId: string; productId: string; speed: number }): Promise<void> {
  const now = new Date();
  await db
    .insert(playbackSettings)
    .values({ ...options, updatedAt: now })
    .onConflictDoUpdate({
      target: [playbackSettings.userId, playbackSettings.productId],
      set: { speed: options.speed, updatedAt: now },
    });
}
