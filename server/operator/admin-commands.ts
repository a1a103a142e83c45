import { and, count, desc, eq, sql } from "drizzle-orm";
import { adminUsers, authUsers, productAccess, products, purchaseOrders } from "~/db/schema";
import { GrantError, grantAccess } from "~/features/admin/access.server";
import { invalidateAggregates } from "~/features/admin/aggregate-cache.server";
import { retryFailedEmails } from "~/features/admin/emails.server";
import { resetRedirectTarget } from "~/features/auth/password-links";
import type { Services } from "~/services.server";
import type { OperatorCommand } from "./commands";

/** Bad input found against the data (no such account, no such product): a message, exit code 1, nothing written. */
export class OperatorError extends Error {}

type AdminCommand = Exclude<OperatorCommand, { name: "backup" } | { name: "restore" }>;

/**
 * The newest purchase orders, each with the number of access rows it
 * granted (active or since revoked). A join, not a correlated subquery:
 * Drizzle writes a column in raw SQL without its table, so a subquery's
 * `order_id = order_id` compared the access row with itself and counted
 * every order's grants for each order.
 */
export async function newestOrders(db: Services["db"], limit: number) {
  return db
    .select({
      orderId: purchaseOrders.orderId,
      email: purchaseOrders.email,
      status: purchaseOrders.status,
      createdAt: purchaseOrders.createdAt,
      grants: count(productAccess.id),
    })
    .from(purchaseOrders)
    .leftJoin(productAccess, eq(productAccess.orderId, purchaseOrders.orderId))
    .groupBy(purchaseOrders.orderId)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.orderId))
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findAccount(services: Services, email: string) {
  const [user] = await services.db
    .select({ id: authUsers.id, email: authUsers.email, proven: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  if (!user) throw new OperatorError(`No account uses ${email}`);
  return user;
}

/** A product by its id or its exact name (case ignored); a name two products share must be given as an id. */
async function findProduct(services: Services, product: string) {
  const matches = await services.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(UUID.test(product) ? eq(products.id, product) : sql`lower(${products.name}) = lower(${product})`);
  if (matches.length === 0) throw new OperatorError(`No product has the id or name "${product}"`);
  if (matches.length > 1) {
    throw new OperatorError(
      `${matches.length} products are named "${product}": give the id (${matches.map((m) => m.id).join(", ")})`,
    );
  }
  return matches[0]!;
}

/** Runs one validated admin command and returns the lines that say what it did. */
export async function runAdminCommand(services: Services, command: AdminCommand): Promise<string[]> {
  const { db, config } = services;
  try {
    switch (command.name) {
      case "grant": {
        await findAccount(services, command.email);
        const product = await findProduct(services, command.product);
        const { productName } = await grantAccess({
          db,
          email: command.email,
          productId: product.id,
          libraryUrl: `${config.baseUrl}/dashboard`,
        }).catch((error: unknown) => {
          throw error instanceof GrantError ? new OperatorError(error.message) : error;
        });
        return [`Granted ${productName} to ${command.email}; "Access Granted" email queued.`];
      }
      case "revoke": {
        const user = await findAccount(services, command.email);
        const product = await findProduct(services, command.product);
        const revoked = await db
          .update(productAccess)
          .set({ isActive: false })
          .where(
            and(
              eq(productAccess.userId, user.id),
              eq(productAccess.productId, product.id),
              eq(productAccess.isActive, true),
            ),
          )
          .returning({ id: productAccess.id });
        if (revoked.length === 0) throw new OperatorError(`${command.email} has no active access to ${product.name}`);
        return [`Revoked ${product.name} from ${command.email}.`];
      }
      case "make-admin": {
        const user = await findAccount(services, command.email);
        // The same rule as ADMIN_EMAILS and the Accounts tab: only a proven address (docs/accounts.md);
        // an unproven row would be taken back at the next start anyway.
        if (!user.proven) {
          throw new OperatorError(
            `${command.email} has not proven the address yet: run reset-password ${command.email}, let them choose a password through the emailed link, then make-admin again`,
          );
        }
        const added = await db.insert(adminUsers).values({ id: user.id }).onConflictDoNothing().returning();
        return [added.length > 0 ? `${command.email} is now an admin.` : `${command.email} was already an admin.`];
      }
      case "reset-password": {
        await findAccount(services, command.email);
        // Through Better Auth itself (not the sign-in form's helper, which hides failures
        // from visitors): the operator must see an error if nothing was queued.
        await services.auth.api.requestPasswordReset({
          body: { email: command.email, redirectTo: resetRedirectTarget("reset") },
        });
        return [`Password reset link for ${command.email} queued in the outbox (valid one hour).`];
      }
      case "list-orders": {
        const orders = await newestOrders(db, command.limit);
        if (orders.length === 0) return ["No orders yet."];
        return [
          ["created (UTC)", "order", "status", "grants", "email"].join("\t"),
          ...orders.map((o) =>
            [o.createdAt.toISOString().slice(0, 19).replace("T", " "), o.orderId, o.status, o.grants, o.email].join(
              "\t",
            ),
          ),
          `${orders.length} order(s), newest first.`,
        ];
      }
      case "retry-emails": {
        const count = await retryFailedEmails(db);
        return [count === 0 ? "No failed emails to retry." : `${count} failed email(s) queued again.`];
      }
    }
  } finally {
    invalidateAggregates();
  }
}
