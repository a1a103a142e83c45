import type { Readable } from "node:stream";
import { wholeSeconds } from "./duration";

/** What a chapter's media file says about itself. */
export interface MediaInfo {
  /** Whole seconds (rounded down), or null when the file does not say. */
  durationSeconds: number | null;
  title: string | null;
  /** The track number tag, used as the chapter or lesson number. */
  trackNumber: number | null;
}

/**
 * Reads a media file's length and tags from a stream of its bytes, with a
 * pure-JavaScript parser (no ffprobe on the server). The parser reads only
 * as far as it needs (an MP4 whose index sits at the end is read through,
 * a chunk at a time); the stream is then closed. A file the parser cannot
 * read gives nulls rather than an error: the upload itself was sniffed.
 * Without a MIME type the parser recognises the format from the bytes.
 */
export async function readMediaInfo(stream: Readable, file: { mime?: string; size: number }): Promise<MediaInfo> {
  // Loaded on the first upload (or the demo seed), not at every start: its module graph is a few MB.
  const { parseStream } = await import("music-metadata");
  try {
    const { format, common } = await parseStream(
      stream,
      { mimeType: file.mime, size: file.size },
      { skipCovers: true, skipPostHeaders: true },
    );
    const track = common.track.no;
    return {
      durationSeconds: format.duration !== undefined ? wholeSeconds(format.duration) : null,
      title: common.title?.trim().slice(0, 300) || null,
      trackNumber: track && Number.isInteger(track) && track > 0 && track <= 10_000 ? track : null,
    };
  } catch {
    return { durationSeconds: null, title: null, trackNumber: null };
  } finally {
    stream.destroy();
  }
}
