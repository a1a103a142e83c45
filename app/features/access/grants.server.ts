import { and, eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { productAccess } from "~/db/schema";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { accessGrantedEmail } from "~/lib/email/templates";
import { readSavedCopy } from "~/lib/site-content.server";

/**
 * Grants one product to one user inside the caller's transaction and queues
 * "Access Granted: {product name}" with it, unless the user already holds
 * an active grant of that product (a second row would count as a second
 * sale). Used by the admin's grant form and by the purchase webhook.
 */
export async function grantProductAccess(
  tx: Tx,
  options: {
    user: { id: string; email: string; firstName: string };
    product: { id: string; name: string };
    libraryUrl: string;
    orderId?: string;
  },
): Promise<"granted" | "already-active"> {
  const { user, product, libraryUrl, orderId } = options;
  const [existing] = await tx
    .select({ id: productAccess.id })
    .from(productAccess)
    .where(
      and(eq(productAccess.userId, user.id), eq(productAccess.productId, product.id), eq(productAccess.isActive, true)),
    );
  if (existing) return "already-active";
  await tx.insert(productAccess).values({ userId: user.id, productId: product.id, orderId });
  const copy = await readSavedCopy(tx);
  await enqueueEmail(
    tx,
    accessGrantedEmail({ to: user.email, firstName: user.firstName, productName: product.name, libraryUrl, copy }),
  );
  return "granted";
}
