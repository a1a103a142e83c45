import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { audioChapters, products } from "~/db/schema";
import type { Storage } from "~/storage/storage.server";
import type { productFormSchema } from "./schemas";
import { acceptsUpload, isProductFileKey, storageKeyOfImageUrl } from "./uploads";
import type { z } from "zod";

export interface AdminProduct {
  id: string;
  name: string;
  description: string;
  productType: string;
  price: string;
  imageUrl: string | null;
  /** The workbook's document (storage key), when one was uploaded. */
  filePath: string | null;
  opensAt: string | null;
  isActive: boolean;
  createdAt: string;
}

/** SPEC section 7: all products, newest first. */
export async function listProducts(db: Db): Promise<AdminProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      productType: products.productType,
      price: products.price,
      imageUrl: products.imageUrl,
      filePath: products.filePath,
      opensAt: products.opensAt,
      isActive: products.isActive,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type ProductForm = z.infer<typeof productFormSchema>;

/**
 * Inserts or updates a product (one dialog, Add and Edit modes); "missing"
 * when the product to edit is gone, "file-missing" when the document named
 * is not one uploaded for this product. A document belongs to a workbook or
 * "other" product and the opening address to an assessment; other types
 * keep neither. An uploaded image or document the edit replaced is removed
 * from storage once the row no longer points at it.
 */
export async function saveProduct(options: {
  db: Db;
  storage: Storage;
  form: ProductForm;
}): Promise<"created" | "updated" | "missing" | "file-missing"> {
  const { db, storage, form } = options;
  const filePath = acceptsUpload(form.productType, "document") ? (form.filePath ?? null) : null;
  if (
    filePath &&
    (!form.id || !isProductFileKey(filePath, "document", form.id) || (await storage.size(filePath)) === null)
  ) {
    return "file-missing";
  }
  const values = {
    name: form.name,
    description: form.description,
    productType: form.productType,
    price: form.price,
    imageUrl: form.imageUrl ?? null,
    filePath,
    opensAt: form.productType === "assessment" ? (form.opensAt ?? null) : null,
    isActive: form.isActive,
  };
  if (!form.id) {
    await db.insert(products).values(values);
    return "created";
  }
  const [before] = await db
    .select({ imageUrl: products.imageUrl, filePath: products.filePath })
    .from(products)
    .where(eq(products.id, form.id));
  const updated = await db.update(products).set(values).where(eq(products.id, form.id)).returning({ id: products.id });
  if (updated.length === 0) return "missing";
  const replacedImage =
    before?.imageUrl && before.imageUrl !== values.imageUrl ? storageKeyOfImageUrl(before.imageUrl) : null;
  const replacedFile = before?.filePath && before.filePath !== values.filePath ? before.filePath : null;
  for (const key of [replacedImage, replacedFile]) if (key) await storage.remove(key).catch(() => {});
  return "updated";
}

export async function setProductActive(db: Db, id: string, isActive: boolean): Promise<boolean> {
  const rows = await db.update(products).set({ isActive }).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Deletes the product (chapters, grants and progress cascade), then its
 * uploaded files: the rows go first so no page ever points at a missing file.
 */
export async function deleteProduct(options: { db: Db; storage: Storage; id: string }): Promise<boolean> {
  const { db, storage, id } = options;
  const files = await db
    .select({ key: audioChapters.filePath, captions: audioChapters.captionsPath })
    .from(audioChapters)
    .where(eq(audioChapters.productId, id));
  const [deleted] = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ imageUrl: products.imageUrl, filePath: products.filePath });
  if (!deleted) return false;
  const imageKey = deleted.imageUrl ? storageKeyOfImageUrl(deleted.imageUrl) : null;
  const keys = [
    ...files.flatMap((f) => (f.captions ? [f.key, f.captions] : [f.key])),
    ...[imageKey, deleted.filePath].filter((key) => key !== null),
  ];
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return true;
}
