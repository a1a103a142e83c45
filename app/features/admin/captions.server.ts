import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { audioChapters } from "~/db/schema";
import { BodyTooLargeError, readBodyBytes } from "~/lib/security/read-body.server";
import { WEBVTT_MAX_BYTES, WEBVTT_MAX_LABEL, webVttProblem } from "~/lib/webvtt";
import type { Storage } from "~/storage/storage.server";
import { UploadError } from "./upload.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class NoSuchChapterError extends Error {}

/**
 * A chapter's (or lesson's) WebVTT transcript: read whole (it is small),
 * checked for the WebVTT header, stored under its product and attached to
 * the chapter, replacing (and removing) any earlier one. Served only by
 * /media/chapters/:id/captions, with the media's own access check.
 */
export async function attachCaptions(options: {
  db: Db;
  storage: Storage;
  request: Request;
  chapterId: string;
  now: number;
}): Promise<{ key: string; size: number }> {
  const { db, storage, request, chapterId, now } = options;
  const [chapter] = UUID.test(chapterId)
    ? await db
        .select({ productId: audioChapters.productId, captionsPath: audioChapters.captionsPath })
        .from(audioChapters)
        .where(eq(audioChapters.id, chapterId))
    : [];
  if (!chapter) throw new NoSuchChapterError();
  const bytes = await readBodyBytes(request, WEBVTT_MAX_BYTES).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError) throw new UploadError(413, `The file is larger than ${WEBVTT_MAX_LABEL}`);
    throw error;
  });
  const problem = webVttProblem(bytes);
  if (problem) throw new UploadError(bytes.byteLength === 0 ? 400 : 415, problem);
  const key = `captions/${chapter.productId}/${now}-${chapterId}.vtt`;
  await storage.put(key, Readable.from([bytes]));
  const [updated] = await db
    .update(audioChapters)
    .set({ captionsPath: key })
    .where(eq(audioChapters.id, chapterId))
    .returning({ id: audioChapters.id });
  if (!updated) {
    // Deleted while the file arrived: keep nothing.
    await storage.remove(key).catch(() => {});
    throw new NoSuchChapterError();
  }
  if (chapter.captionsPath && chapter.captionsPath !== key) await storage.remove(chapter.captionsPath).catch(() => {});
  return { key, size: bytes.byteLength };
}
