import { count, getTableName, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { dataErasures } from "~/db/schema";
import { enqueueEmail, type OutgoingEmail } from "~/lib/email/outbox.server";
import { MEMBER_TABLES, type DataSubject } from "./member-tables.server";

/** Who asks: the member from their account page, or an admin (by their account id) for anyone's address. */
export type ErasureRequest = { by: "member" } | { by: "admin"; adminId: string };

/**
 * The account rules an erasure of an account passes (the admin's account
 * rules: never the last admin...), run in the erasure's transaction so that
 * they hold with the admins locked: the sentence of a refusal, or null.
 */
export type ErasureRefusal = (tx: Tx, userId: string) => Promise<string | null>;

export type ErasureOutcome =
  { result: "done"; erasedRows: Record<string, number>; keptOrders: number } | { result: "refused"; message: string };

/**
 * Erases everything the site holds about one person in one transaction
 * (member-tables.server.ts says what, table by table): their account with
 * its sessions, and every row found by their address, except the orders,
 * kept for bookkeeping. The erasure is logged without the erased data, and
 * `notify` (the confirmation to the address) is queued in the same
 * transaction, so it goes out exactly when the erasure happened.
 */
export async function eraseSubject(
  db: Db,
  subject: DataSubject,
  request: ErasureRequest,
  options: { refuse: ErasureRefusal; notify?: OutgoingEmail },
): Promise<ErasureOutcome> {
  const { refuse, notify } = options;
  return db.transaction(async (tx): Promise<ErasureOutcome> => {
    const refusal = subject.userId ? await refuse(tx, subject.userId) : null;
    if (refusal) return { result: "refused", message: refusal };
    const erasedRows: Record<string, number> = {};
    let keptOrders = 0;
    for (const entry of MEMBER_TABLES) {
      const where = entry.rows(subject);
      if (!where) continue;
      const touched =
        entry.onErase.kind === "keep"
          ? (await tx.select({ n: count() }).from(entry.table).where(where))[0]!.n
          : entry.onErase.kind === "detach"
            ? (
                await tx
                  .update(entry.table)
                  .set(entry.onErase.set)
                  .where(where)
                  .returning({ one: sql`1` })
              ).length
            : (
                await tx
                  .delete(entry.table)
                  .where(where)
                  .returning({ one: sql`1` })
              ).length;
      if (entry.onErase.kind === "keep") keptOrders = Number(touched);
      else if (touched > 0) erasedRows[getTableName(entry.table)] = touched;
    }
    await tx.insert(dataErasures).values({
      requestedBy: request.by,
      adminId: request.by === "admin" ? request.adminId : null,
      erasedRows,
      keptOrders,
    });
    if (notify) await enqueueEmail(tx, notify);
    return { result: "done", erasedRows, keptOrders };
  });
}
