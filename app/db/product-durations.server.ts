import { eq, sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { audioChapters, products } from "./schema";

type Tx = Pick<Db, "update" | "execute">;

/**
 * A product with chapters lasts as long as its chapters together: called in
 * the transaction that adds or deletes a chapter. A product left without
 * chapters has no duration (products without chapters, like an assessment,
 * keep the one they were given).
 */
export async function syncProductDuration(tx: Tx, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      duration: sql`(select sum(${audioChapters.duration})::int from ${audioChapters} where ${audioChapters.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/**
 * Start-up backfill: products whose stored duration is not the sum of their
 * chapters (saved before durations followed the chapters) are corrected.
 * Touches only rows that differ, so a second run writes nothing.
 */
export async function syncAllProductDurations(db: Tx): Promise<void> {
  await db.execute(sql`
    update products p set duration = s.total
    from (select product_id, sum(duration)::int as total from audio_chapters group by product_id) s
    where s.product_id = p.id and p.duration is distinct from s.total`);
}
