import { execFile } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { eq, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { syncProductDuration } from "~/db/product-durations.server";
import { audioChapters, products } from "~/db/schema";
import type { Storage } from "~/storage/storage.server";
import { UploadError, receiveUpload } from "./upload.server";
import { acceptsUpload, productFileKey, safeBaseName } from "./uploads";
import { chapterExtensionOf, chaptersFromProbe, MAX_BOOK_CHAPTERS, type BookChapter } from "./whole-book";

const run = promisify(execFile);

/** A stuck ffmpeg must not hold the upload for ever; cutting with stream copy takes seconds even for hours of audio. */
const FFMPEG_TIMEOUT_MS = 10 * 60 * 1000;

let ffmpegFound: Promise<boolean> | null = null;

/** Whether ffmpeg and ffprobe run on this server (asked once per process). */
export function ffmpegInstalled(): Promise<boolean> {
  ffmpegFound ??= Promise.all([run("ffmpeg", ["-version"]), run("ffprobe", ["-version"])]).then(
    () => true,
    () => false,
  );
  return ffmpegFound;
}

/** A temporary folder standing in for storage while the whole file is received: ffmpeg reads a local file. */
function folderStore(folder: string): Pick<Storage, "put" | "remove"> {
  return {
    async put(key, body: Readable) {
      await pipeline(body, createWriteStream(join(folder, key)));
      return { size: (await stat(join(folder, key))).size };
    },
    async remove(key) {
      await rm(join(folder, key), { force: true });
    },
  };
}

async function probeChapters(file: string): Promise<BookChapter[]> {
  const { stdout } = await run(
    "ffprobe",
    ["-v", "error", "-show_chapters", "-show_entries", "format=duration", "-of", "json", file],
    { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  const probe = JSON.parse(stdout) as { format?: { duration?: string } };
  const duration = Number(probe.format?.duration);
  return chaptersFromProbe(probe, Number.isFinite(duration) ? duration : null);
}

/**
 * Copies one chapter's stretch of the book's audio into a file of its own,
 * without re-encoding (so cutting a whole book takes seconds and loses
 * nothing). The book's cover, tags and chapter list stay behind; an MP4 gets
 * its index first, so a browser can start playing before the file is in.
 */
async function cutChapter(book: string, chapter: BookChapter, out: string, ext: "m4a" | "mp3") {
  await run(
    "ffmpeg",
    [
      ...["-v", "error", "-nostdin", "-y"],
      ...["-ss", chapter.start.toFixed(3), "-i", book, "-t", (chapter.end - chapter.start).toFixed(3)],
      ...["-map", "0:a:0", "-c", "copy", "-map_metadata", "-1", "-map_chapters", "-1"],
      ...(ext === "m4a" ? ["-f", "mp4", "-movflags", "+faststart"] : ["-f", "mp3"]),
      out,
    ],
    { timeout: FFMPEG_TIMEOUT_MS },
  );
}

/**
 * The Chapters tab's "whole audiobook" upload: receives one M4B / MP4 audio
 * or MP3 file into a temporary folder, reads its embedded chapters with
 * ffprobe, cuts each into a file of its own in storage and adds them after
 * the product's existing chapters, in one transaction with the product's
 * duration. Refuses (and keeps nothing) a file that is not such a book or
 * has no chapters. Listeners are not emailed: a whole book is not news
 * chapter by chapter.
 */
export async function importWholeBook(options: {
  db: Db;
  storage: Storage;
  request: Request;
  productId: string;
  fileName: string;
  now: number;
}): Promise<{ title: string; chapterNumber: number; duration: number }[]> {
  const { db, storage, request, productId, fileName, now } = options;
  const [product] = /^[0-9a-f-]{36}$/i.test(productId)
    ? await db.select({ type: products.productType }).from(products).where(eq(products.id, productId))
    : [];
  if (!product || !acceptsUpload(product.type, "audio"))
    throw new UploadError(400, "Choose an audiobook product first");

  const folder = await mkdtemp(join(tmpdir(), "rerouted-book-"));
  const stored: string[] = [];
  try {
    const book = await receiveUpload({
      request,
      storage: folderStore(folder),
      kind: "book",
      keyFor: (ext) => `book.${ext}`,
    });
    const ext = chapterExtensionOf(book.key.slice("book.".length))!;
    const chapters = await probeChapters(join(folder, book.key)).catch(() => []);
    if (chapters.length === 0) {
      throw new UploadError(400, "The file has no embedded chapters: upload its chapters one by one instead");
    }
    if (chapters.length > MAX_BOOK_CHAPTERS) {
      throw new UploadError(400, `The file has more than ${MAX_BOOK_CHAPTERS} chapters`);
    }
    const base = safeBaseName(fileName);
    for (const [index, chapter] of chapters.entries()) {
      const out = join(folder, `chapter-${index + 1}.${ext}`);
      await cutChapter(join(folder, book.key), chapter, out, ext);
      const key = productFileKey("audio", productId, `${base}-${String(index + 1).padStart(3, "0")}`, ext, now);
      stored.push(key);
      await storage.put(key, createReadStream(out));
      await rm(out, { force: true });
    }
    const added = await db.transaction(async (tx) => {
      // One import or renumbering of a product at a time, so two never take the same numbers.
      await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      const [highest] = await tx
        .select({ number: max(audioChapters.chapterNumber) })
        .from(audioChapters)
        .where(eq(audioChapters.productId, productId));
      const first = (highest?.number ?? 0) + 1;
      const rows = chapters.map((chapter, index) => ({
        productId,
        title: chapter.title,
        chapterNumber: first + index,
        duration: chapter.duration,
        filePath: stored[index]!,
      }));
      await tx.insert(audioChapters).values(rows);
      await syncProductDuration(tx, productId);
      return rows;
    });
    return added.map(({ title, chapterNumber, duration }) => ({ title, chapterNumber, duration }));
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
