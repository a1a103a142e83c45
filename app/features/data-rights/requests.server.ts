import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminUsers, authUsers, dataErasures } from "~/db/schema";
import { exportSubject, findSubject } from "./export.server";
import { dataRequestEmail } from "./forms";
import { labelOf } from "./member-tables.server";
import { totalRows } from "./summary";

const LOG_ROWS = 50;

/** What the site holds under one address, as the Data requests tab shows it before an export or erasure. */
export interface DataLookup {
  email: string;
  hasAccount: boolean;
  isAdmin: boolean;
  /** The tables that hold rows under the address: what they are, and how many. */
  rows: { table: string; label: string; count: number }[];
  /** `&confirm=erase`: the erasure's confirmation step, a page of its own so it works without JavaScript. */
  confirming: boolean;
}

/**
 * The Data requests tab: the address looked up (`?email=`), if any, and the
 * erasure log, newest first, naming the admin who erased when their
 * account still exists.
 */
export async function loadDataRequests(db: Db, search: URLSearchParams) {
  const asked = search.get("email");
  let lookup: DataLookup | null = null;
  let error: string | null = null;
  if (asked !== null && asked.trim() !== "") {
    const parsed = dataRequestEmail.safeParse(asked);
    if (parsed.success) lookup = await lookUp(db, parsed.data, search.get("confirm") === "erase");
    else error = parsed.error.issues[0]?.message ?? "Enter an email address";
  }
  const log = await db
    .select({
      id: dataErasures.id,
      createdAt: dataErasures.createdAt,
      requestedBy: dataErasures.requestedBy,
      adminEmail: authUsers.email,
      erasedRows: dataErasures.erasedRows,
      keptOrders: dataErasures.keptOrders,
    })
    .from(dataErasures)
    .leftJoin(authUsers, eq(authUsers.id, dataErasures.adminId))
    .orderBy(desc(dataErasures.createdAt))
    .limit(LOG_ROWS);
  return {
    asked: asked?.slice(0, 320) ?? "",
    lookup,
    error,
    log: log.map(({ erasedRows, ...entry }) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      total: totalRows(erasedRows),
      erased: Object.entries(erasedRows).map(([table, count]) => `${labelOf(table)} ${count}`),
    })),
  };
}

async function lookUp(db: Db, email: string, confirming: boolean): Promise<DataLookup> {
  const subject = await findSubject(db, email);
  const { tables } = await exportSubject(db, subject);
  const rows = Object.entries(tables)
    .filter(([, list]) => list.length > 0)
    .map(([table, list]) => ({ table, label: labelOf(table), count: list.length }));
  const [admin] = subject.userId
    ? await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, subject.userId))
    : [];
  return { email, hasAccount: subject.userId !== null, isAdmin: admin !== undefined, rows, confirming };
}
