import { getTableName, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authUsers } from "~/db/schema";
import { MEMBER_TABLES, type DataSubject } from "./member-tables.server";

/** Everything the site holds about one address: each table's rows about them, by the table's name. */
export interface DataExport {
  exportedAt: string;
  email: string;
  /** Every table that can hold their rows, an empty list where it holds none. */
  tables: Record<string, Record<string, unknown>[]>;
  /** Columns left out of the rows above because they are secrets (tokens, password hashes, authenticator keys). */
  withheld: Record<string, readonly string[]>;
}

/** The person an address names: the address, and the account it signs in to if there is one. */
export async function findSubject(db: Db, email: string): Promise<DataSubject> {
  const address = email.trim().toLowerCase();
  const [account] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${address}`);
  return { email: address, userId: account?.id ?? null };
}

export async function exportSubject(db: Db, subject: DataSubject, now = new Date()): Promise<DataExport> {
  const tables: DataExport["tables"] = {};
  const withheld: DataExport["withheld"] = {};
  for (const entry of MEMBER_TABLES) {
    const name = getTableName(entry.table);
    const where = entry.rows(subject);
    const rows = where ? ((await db.select().from(entry.table).where(where)) as Record<string, unknown>[]) : [];
    const secret = new Set(entry.secret ?? []);
    tables[name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !secret.has(key))));
    if (entry.secret) withheld[name] = entry.secret;
  }
  return { exportedAt: now.toISOString(), email: subject.email, tables, withheld };
}

/** The export as a download the browser saves rather than shows, and no cache keeps. */
export function exportResponse(data: DataExport): Response {
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="rerouted-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
