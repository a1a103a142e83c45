import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookmarks } from "~/db/schema";
import type { BookmarkInput } from "./schemas";
import { idSchema } from "./schemas";

export interface Bookmark {
  id: string;
  chapterId: string;
  timestampSeconds: number;
  note: string;
  createdAt: string;
}

const columns = {
  id: bookmarks.id,
  chapterId: bookmarks.chapterId,
  timestampSeconds: bookmarks.timestampSeconds,
  note: bookmarks.note,
  createdAt: bookmarks.createdAt,
};

const serialize = (row: Omit<Bookmark, "createdAt"> & { createdAt: Date }): Bookmark => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listBookmarks(db: Db, options: { userId: string; productId: string }): Promise<Bookmark[]> {
  const rows = await db
    .select(columns)
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, options.userId), eq(bookmarks.productId, options.productId)))
    .orderBy(asc(bookmarks.createdAt));
  return rows.map(serialize);
}

export async function createBookmark(
  db: Db,
  options: { userId: string; productId: string; bookmark: BookmarkInput },
): Promise<Bookmark> {
  const [row] = await db
    .insert(bookmarks)
    .values({ userId: options.userId, productId: options.productId, ...options.bookmark })
    .returning(columns);
  if (!row) throw new Error("bookmark insert returned no row");
  return serialize(row);
}

/** Deletes the user's own bookmark of this product; false when there is none to delete. */
export async function deleteBookmark(
  db: Db,
  options: { userId: string; productId: string; bookmarkId: string },
): Promise<boolean> {
  if (!idSchema.safeParse(options.bookmarkId).success) return false;
  const deleted = await db
    .delete(bookmarks)
    .where(
      and(
        eq(bookmarks.id, options.bookmarkId),
        eq(bookmarks.userId, options.userId),
        eq(bookmarks.productId, options.productId),
      ),
    )
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}
