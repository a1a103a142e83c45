import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Streams `body` into a new file at `path`, settling only once the file is
 * closed. pipeline() rejects as soon as the body fails, while the file's
 * open may still be running on libuv's thread pool; a caller that removed
 * the file at that moment could see the open create it afterwards (seen on
 * a loaded machine: an upload that failed midway left its partial file).
 */
export async function writeStreamToFile(body: Readable, path: string): Promise<void> {
  const file = createWriteStream(path);
  try {
    await pipeline(body, file);
  } catch (error) {
    if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
    throw error;
  }
}
