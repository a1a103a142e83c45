import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { completionPercent } from "./stats";

export interface AdminStats {
  users: number;
  accessGrants: number;
  products: number;
  averageCompletion: number;
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * The /admin stats strip, as aggregates: no table is loaded into memory,
 * and the counts run side by side (each is a separate table scan).
 */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [users, grants, products, [progress]] = await Promise.all([
    countOf(db, sql`select count(*)::int as n from user_profiles`),
    countOf(db, sql`select count(*)::int as n from product_access`),
    countOf(db, sql`select count(*)::int as n from products`),
    queryRows<{ total: number; completed: number }>(
      db,
      sql`select count(*)::int as total, count(completed_at)::int as completed from user_progress`,
    ),
  ]);
  return {
    users,
    accessGrants: grants,
    products,
    averageCompletion: completionPercent(Number(progress?.completed ?? 0), Number(progress?.total ?? 0)),
  };
}
