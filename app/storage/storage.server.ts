import { close, createReadStream, open, read } from "node:fs";
import { access, constants, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import type { Readable } from "node:stream";
import { writeStreamToFile } from "./write-file.server";
import { createS3Storage, parseStorageUrl } from "./s3-storage.server";

/**
 * Where uploaded files (product images, audio chapters) live. Keys are
 * slash-separated paths such as `audio/{productId}/{timestamp}-name.mp3`.
 * Media is never served from here directly: routes check access first.
 */
export interface Storage {
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** Size in bytes, or null when the object does not exist. */
  size(key: string): Promise<number | null>;
  /**
   * A URL from which anyone may read the object until it expires, for a
   * backend the browser can reach itself (a presigned S3 GET); absent for
   * local storage.
   */
  readUrl?(key: string, options: { expiresSeconds: number; contentType: string }): string;
  /** Streams bytes [start, end] inclusive (the whole object when omitted). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /**
   * Bytes [start, end] inclusive in one buffer, for a small range: one
   * read, no stream (a player's seek). Local storage only.
   */
  readRange?(key: string, range: { start: number; end: number }): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Resolves when the backend is reachable and usable (the health check). */
  ping(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {}

/**
 * The backend itself is failing (missing bucket, refused credentials,
 * timeout, unreachable), as opposed to a missing object: answered 503 and
 * logged, never "Not found".
 */
export class StorageUnavailableError extends Error {}

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): string {
  const clean = normalize(key).replaceAll("\\", "/");
  if (!key || key.startsWith("/") || clean.startsWith("../") || clean === ".." || clean.includes("/../")) {
    throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
  }
  return clean;
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, ...assertSafeKey(key).split("/"));
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write beside the target and rename, so a failed upload never leaves
      // a half-written file under the real name.
      const partial = `${target}.partial-${process.pid}-${Date.now()}`;
      try {
        await writeStreamToFile(body, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    readRange(key, range) {
      const length = range.end - range.start + 1;
      return new Promise((resolve, reject) => {
        open(pathOf(key), "r", (openError, fd) => {
          if (openError) return reject(openError);
          read(fd, Buffer.allocUnsafe(length), 0, length, range.start, (readError, bytesRead, buffer) => {
            close(fd, () => {});
            if (readError) reject(readError);
            else resolve(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
          });
        });
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/** The configured backend: an S3-compatible bucket when STORAGE_URL is set, else DATA_DIR/uploads. */
export async function createStorage(options: { storageUrl: string | undefined; dataDir: string }): Promise<Storage> {
  if (!options.storageUrl) return createLocalStorage(join(options.dataDir, "uploads"));
  return createS3Storage(parseStorageUrl(options.storageUrl));
}
