import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client.server";

/**
 * Runs independent writes (inserts, updates, deletes without RETURNING) as
 * one statement, so they cost one round trip: all but the last become
 * data-modifying WITH clauses. PostgreSQL runs them on one snapshot, so no
 * write sees another's rows, and checks foreign keys between them at the
 * statement's end, when all are written. `null` entries are skipped.
 */
export async function writeTogether(db: Pick<Db, "execute">, writes: (SQLWrapper | null)[]): Promise<void> {
  // Their SQL itself: a query builder placed in `sql` is put in parentheses, which WITH does not take.
  const present = writes.filter((write) => write !== null).map((write) => write.getSQL());
  const last = present.pop();
  if (!last) return;
  if (present.length === 0) {
    await db.execute(sql`${last}`);
    return;
  }
  const clauses = present.map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`);
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} ${last}`);
}
