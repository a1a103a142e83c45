import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailSuppressions } from "~/db/schema";

/** Whether the address unsubscribed: marketing email never reaches it (account and order mail does). */
export async function isSuppressed(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, email));
  return Boolean(row);
}
