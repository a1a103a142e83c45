import { asc, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { authUsers } from "~/db/schema";
import { searchOf } from "./search.server";
import { ADMIN_LIST_LIMIT } from "./access.server";

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  accessCount: number;
  isAdmin: boolean;
}

/** SPEC section 7: profiles newest first with their product_access count, counted in SQL. */
export async function listUsers(db: Db): Promise<AdminUserRow[]> {
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    created_at: string | Date;
    access_count: number;
    is_admin: boolean;
  }>(
    db,
    sql`
    select p.id, p.first_name, p.last_name, p.purchase_email as email, p.created_at,
      (select count(*) from product_access a where a.user_id = p.id)::int as access_count,
      exists (select 1 from admin_users x where x.id = p.id) as is_admin
    from (select * from user_profiles order by created_at desc, id desc limit ${ADMIN_LIST_LIMIT}) p
    order by p.created_at desc, p.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    joinedAt: new Date(row.created_at).toISOString(),
    accessCount: Number(row.access_count),
    isAdmin: row.is_admin === true || String(row.is_admin) === "t",
  }));
}

export async function countUsers(db: Db): Promise<number> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from user_profiles`);
  return Number(count?.n ?? 0);
}

export interface UserSuggestion {
  email: string;
  name: string;
}

/**
 * The grant form's suggestions while the admin types: accounts whose email
 * or name contains the text, a handful at a time, so a typo is caught
 * before "No account uses …".
 */
export async function suggestUsers(db: Db, q: string, limit = 8): Promise<UserSuggestion[]> {
  if (!q) return [];
  return db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(searchOf(q, authUsers.email, authUsers.name))
    .orderBy(asc(authUsers.email))
    .limit(limit);
}
