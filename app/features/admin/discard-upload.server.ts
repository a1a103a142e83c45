import { eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { audioChapters, products } from "~/db/schema";
import type { Storage } from "~/storage/storage.server";
import { imageUrlOf } from "./uploads";

/**
 * Removes an uploaded file that no product (image or document) or chapter points at. The forms
 * call it for uploads they did not save; the reference check means a file
 * in use is never removed, whatever the browser sends.
 */
export async function discardUpload(options: { db: Db; storage: Storage; key: string }): Promise<"removed" | "in-use"> {
  const { db, storage, key } = options;
  const [image] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.imageUrl, imageUrlOf(key)), eq(products.filePath, key)))
    .limit(1);
  const [chapter] = await db
    .select({ id: audioChapters.id })
    .from(audioChapters)
    .where(eq(audioChapters.filePath, key))
    .limit(1);
  if (image || chapter) return "in-use";
  await storage.remove(key);
  return "removed";
}
