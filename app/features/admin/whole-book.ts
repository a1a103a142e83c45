import { wholeSeconds } from "~/lib/duration";

/**
 * An audiobook uploaded whole (decision 026): one M4B / MP4 audio or MP3
 * file whose embedded chapters (MP4 `chpl` or QuickTime chapter track, ID3
 * `CHAP` frames) become the product's chapters, each cut into a file of
 * its own.
 */

/** Sniffed types a whole book may be, and the extension of the chapter files cut from it. */
const BOOK_FORMATS: Record<string, { chapterExt: "m4a" | "mp3" }> = {
  m4b: { chapterExt: "m4a" },
  m4a: { chapterExt: "m4a" },
  mp4: { chapterExt: "m4a" },
  mp3: { chapterExt: "mp3" },
};

/** The extension of the chapter files a whole book of this sniffed extension is cut into, or null when it is not one. */
export function chapterExtensionOf(sniffedExt: string): "m4a" | "mp3" | null {
  return BOOK_FORMATS[sniffedExt]?.chapterExt ?? null;
}

/** More than this is not a book's table of contents (ID3 allows thousands of frames). */
export const MAX_BOOK_CHAPTERS = 500;

export interface BookChapter {
  title: string;
  /** Seconds from the start of the file, as embedded (not rounded). */
  start: number;
  end: number;
  /** Whole seconds, rounded down, as every chapter length (decision 009). */
  duration: number;
}

const isObject = (value: unknown): value is { chapters?: unknown } => typeof value === "object" && value !== null;

/**
 * The chapters of ffprobe's `-show_chapters -of json` answer, in time
 * order, each running to the next one's start (or its own end, or the
 * end of the file). A chapter without a title is called by its number;
 * one that lasts no time at all is dropped.
 */
export function chaptersFromProbe(probe: unknown, fileDuration: number | null): BookChapter[] {
  const raw = isObject(probe) && Array.isArray(probe.chapters) ? (probe.chapters as unknown[]) : [];
  const read = raw
    .map((entry) => {
      const chapter = (entry ?? {}) as { start_time?: unknown; end_time?: unknown; tags?: { title?: unknown } };
      const start = Number(chapter.start_time);
      const end = Number(chapter.end_time);
      const title = typeof chapter.tags?.title === "string" ? chapter.tags.title.trim().slice(0, 300) : "";
      return { title, start, end: Number.isFinite(end) ? end : null };
    })
    .filter((chapter) => Number.isFinite(chapter.start) && chapter.start >= 0)
    .sort((a, b) => a.start - b.start);
  const chapters: BookChapter[] = [];
  for (const [index, chapter] of read.entries()) {
    const next = read[index + 1]?.start;
    const end = Math.min(next ?? Infinity, chapter.end ?? fileDuration ?? Infinity, fileDuration ?? Infinity);
    if (!Number.isFinite(end) || end <= chapter.start) continue;
    chapters.push({
      title: chapter.title,
      start: chapter.start,
      end,
      // ffprobe's times are decimal text: 8.1 - 3.1 is 4.999... in floating point, and 5 s is meant.
      duration: wholeSeconds(end - chapter.start + 1e-6),
    });
  }
  return chapters.map((chapter, index) => ({ ...chapter, title: chapter.title || `Chapter ${index + 1}` }));
}
