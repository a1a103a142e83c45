/**
 * Upload rules (SPEC sections 3 and 5): product images are images, chapter
 * files are audio, decided by the bytes (sniffed on the server), never by
 * the file's name or the browser's claimed type.
 */
export type UploadKind = "image" | "audio";

export const UPLOAD_LIMITS: Record<UploadKind, { maxBytes: number; label: string }> = {
  image: { maxBytes: 10 * 1024 * 1024, label: "10 MB" },
  audio: { maxBytes: 500 * 1024 * 1024, label: "500 MB" },
};

/** Sniffed image types we accept and can serve back with the right Content-Type. */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** Whether a sniffed MIME type is acceptable for this kind of upload. */
export function isAcceptedType(kind: UploadKind, sniffed: { ext: string; mime: string } | undefined): boolean {
  if (!sniffed) return false;
  if (kind === "image") return IMAGE_TYPES[sniffed.ext] === sniffed.mime;
  return sniffed.mime.startsWith("audio/");
}

/** A storage-safe file name: letters, digits, dot, dash and underscore, without the extension. */
export function safeBaseName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return base || "file";
}

/** SPEC section 3: product images under products/ with a timestamp-prefixed name. */
export function imageKey(fileName: string, ext: string, now: number): string {
  return `products/${now}-${safeBaseName(fileName)}.${ext}`;
}

/** SPEC section 3: audio under {productId}/ with a timestamp-prefixed name. */
export function audioKey(productId: string, fileName: string, ext: string, now: number): string {
  return `audio/${productId}/${now}-${safeBaseName(fileName)}.${ext}`;
}

/** Product images are public: /media/products/... serves them from storage. */
export function imageUrlOf(key: string): string {
  return `/media/${key}`;
}

/** The storage key behind an uploaded image's public URL, or null for a bundled image. */
export function storageKeyOfImageUrl(url: string): string | null {
  const match = /^\/media\/(products\/[\w.-]+)$/.exec(url);
  return match?.[1] ?? null;
}

/** Chapter files must have been uploaded for the chapter's own product. */
export function isAudioKeyOfProduct(key: string, productId: string): boolean {
  return new RegExp(`^audio/${productId}/\\d+-[\\w.-]+$`).test(key) && !key.includes("..");
}

const UPLOADED_IMAGE_KEY = /^products\/\d+-[\w.-]+$/;
const UPLOADED_AUDIO_KEY = /^audio\/[0-9a-f-]{36}\/\d+-[\w.-]+$/;

/**
 * The storage key of something the admin forms uploaded (an image by its
 * public URL, an audio file by its key), or null for anything else: bundled
 * images, other paths, traversal attempts. Only such keys may be discarded.
 */
export function uploadedStorageKey(upload: string): string | null {
  const key = upload.startsWith("/media/") ? storageKeyOfImageUrl(upload) : upload;
  if (!key || key.includes("..")) return null;
  return UPLOADED_IMAGE_KEY.test(key) || UPLOADED_AUDIO_KEY.test(key) ? key : null;
}
