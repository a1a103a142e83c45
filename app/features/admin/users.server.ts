import { asc, count, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { adminUsers, authUsers, productAccess, userProfiles } from "~/db/schema";
import { searchOf } from "./search.server";
import { ADMIN_LIST_LIMIT } from "./access.server";
import { isAnonymisedEmail, refuseDemotion, refusePromotion, refuseRemoval } from "./account-rules";

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  accessCount: number;
  isAdmin: boolean;
  anonymised: boolean;
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
    anonymised: isAnonymisedEmail(row.email),
  }));
}

/** The Users tab's confirmation steps: a destructive change is posted from a page that says what it does. */
export type RemovalStep = "anonymise" | "delete";

/**
 * The account the Users tab's "Manage" panel is open for: its details and,
 * for each change, null when the admin may make it or the sentence saying
 * why not (the same rules the actions apply).
 */
export interface ManagedUser {
  user: AdminUserRow & { emailVerified: boolean };
  promote: string | null;
  demote: string | null;
  remove: string | null;
  /** The confirmation step shown, if one was asked for (never "anonymise" for an anonymised account). */
  confirm: RemovalStep | null;
}

export async function loadManagedUser(
  db: Db,
  options: { id: string; actorId: string; adminEmails: readonly string[]; confirm: string | null },
): Promise<ManagedUser | null> {
  const { id, actorId, adminEmails } = options;
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const [row] = await db
    .select({
      id: authUsers.id,
      name: authUsers.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      joinedAt: authUsers.createdAt,
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${authUsers.id})`,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
    .where(eq(authUsers.id, id));
  if (!row) return null;
  const [access] = await db.select({ n: count() }).from(productAccess).where(eq(productAccess.userId, id));
  const [admins] = await db.select({ n: count() }).from(adminUsers);
  const isAdmin = row.isAdmin === true || String(row.isAdmin) === "t";
  const anonymised = isAnonymisedEmail(row.email);
  const facts = { id: row.id, email: row.email, emailVerified: row.emailVerified, isAdmin };
  const context = { actorId, adminCount: Number(admins?.n ?? 0) };
  const confirm =
    options.confirm === "delete" || (options.confirm === "anonymise" && !anonymised) ? options.confirm : null;
  return {
    user: {
      id: row.id,
      name: row.firstName === null ? row.name : `${row.firstName} ${row.lastName ?? ""}`.trim(),
      email: row.email,
      emailVerified: row.emailVerified,
      joinedAt: new Date(row.joinedAt).toISOString(),
      accessCount: Number(access?.n ?? 0),
      isAdmin,
      anonymised,
    },
    promote: isAdmin ? null : refusePromotion(facts),
    demote: isAdmin ? refuseDemotion(facts, { ...context, adminEmails }) : null,
    remove: refuseRemoval(facts, context),
    confirm,
  };
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
