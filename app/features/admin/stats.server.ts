import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { completionPercent } from "./stats";

export interface AdminStats {
  users: number;
  accessGrants: number;
  products: number;
  averageCompletion: number;
}

/** The /admin stats strip, as aggregates: no table is loaded into memory. */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [row] = await queryRows<{
    users: number;
    grants: number;
    products: number;
    progress: number;
    completed: number;
  }>(
    db,
    sql`
    select
      (select count(*) from user_profiles)::int as users,
      (select count(*) from product_access)::int as grants,
      (select count(*) from products)::int as products,
      (select count(*) from user_progress)::int as progress,
      (select count(completed_at) from user_progress)::int as completed`,
  );
  if (!row) throw new Error("stats query returned no row");
  return {
    users: Number(row.users),
    accessGrants: Number(row.grants),
    products: Number(row.products),
    averageCompletion: completionPercent(Number(row.completed), Number(row.progress)),
  };
}
