import { Readable } from "node:stream";
import type { Storage } from "~/storage/storage.server";
import { isAcceptedType, isPdf, UPLOAD_LIMITS, WRONG_TYPE_MESSAGES, type StreamedKind } from "./uploads";

/** The format of a file by its leading bytes; file-type is loaded with the first upload, not with the first page. */
export const sniffFileType = (bytes: Buffer) =>
  import("file-type").then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(bytes));

/** file-type needs at most this many leading bytes to recognise a format. */
const SNIFF_BYTES = 4100;

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

class TooLarge extends Error {}

/**
 * Streams a raw request body (the file itself, sent with XHR so the browser
 * can show progress) into storage. Only the first few kilobytes are held,
 * to sniff the real type; the rest flows straight through, counted, and the
 * write is aborted the moment it passes the size limit, which makes the
 * storage backend discard the partial object. A refused body is not
 * cancelled: Node discards the rest once the answer is sent, so the client
 * reads the 413 / 415 instead of a reset connection.
 */
export async function receiveUpload(options: {
  request: Request;
  storage: Pick<Storage, "put" | "remove">;
  kind: StreamedKind;
  /** The storage key, chosen once the sniffed extension is known. */
  keyFor: (ext: string) => string;
}): Promise<{ key: string; size: number; mime: string }> {
  const { request, storage, kind, keyFor } = options;
  const { maxBytes, label } = UPLOAD_LIMITS[kind];
  const tooLarge = () => new UploadError(413, `The file is larger than ${label}`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) throw new UploadError(400, "No file was sent");

  const reader = request.body.getReader();
  const head: Uint8Array[] = [];
  let received = 0;
  let done = false;
  while (received < SNIFF_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    received += next.value.byteLength;
    if (received > maxBytes) throw tooLarge();
  }
  if (received === 0) throw new UploadError(400, "The file is empty");
  const headBytes = Buffer.concat(head);
  // A PDF is known by its header itself: file-type would also take a file that merely contains one.
  const sniffed =
    kind === "pdf"
      ? isPdf(headBytes)
        ? { ext: "pdf", mime: "application/pdf" }
        : undefined
      : await sniffFileType(headBytes);
  if (!sniffed || !isAcceptedType(kind, sniffed)) {
    throw new UploadError(415, WRONG_TYPE_MESSAGES[kind]);
  }

  async function* body() {
    yield headBytes;
    if (done) return;
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      received += next.value.byteLength;
      if (received > maxBytes) throw new TooLarge();
      yield next.value;
    }
  }

  const key = keyFor(sniffed.ext);
  try {
    const { size } = await storage.put(key, Readable.from(body(), { objectMode: false }));
    return { key, size, mime: sniffed.mime };
  } catch (error) {
    await storage.remove(key).catch(() => {});
    if (error instanceof TooLarge) throw tooLarge();
    throw error;
  }
}
