import type { ProductType } from "~/content/product-types";
import { chapterExtensionOf } from "./whole-book";

/**
 * Upload rules (SPEC sections 3 and 5): product images are images, an
 * audiobook's chapters audio, a video product's lessons MP4 or WebM video,
 * a workbook's file a document, decided by the bytes (sniffed on the
 * server), never by the file's name or the browser's claimed type.
 */
export const UPLOAD_KINDS = ["image", "audio", "video", "document"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Uploads that belong to one product, stored under its id. */
export type ProductFileKind = Exclude<UploadKind, "image">;

/**
 * Files streamed to storage as they arrive: a product's files, and the
 * assessment's lead magnet (a PDF a visitor downloads, so kept small).
 */
export type StreamedKind = UploadKind | "pdf" | "book";

export const UPLOAD_LIMITS: Record<StreamedKind, { maxBytes: number; label: string }> = {
  image: { maxBytes: 10 * 1024 * 1024, label: "10 MB" },
  audio: { maxBytes: 500 * 1024 * 1024, label: "500 MB" },
  video: { maxBytes: 2 * 1024 * 1024 * 1024, label: "2 GB" },
  document: { maxBytes: 100 * 1024 * 1024, label: "100 MB" },
  pdf: { maxBytes: 20 * 1024 * 1024, label: "20 MB" },
  // A whole audiobook (decision 026): 20 hours at 128 kbit/s is about 1.1 GB.
  book: { maxBytes: 2 * 1024 * 1024 * 1024, label: "2 GB" },
};

/** What a 415 says for each kind. */
export const WRONG_TYPE_MESSAGES: Record<StreamedKind, string> = {
  image: "The file is not a supported image",
  audio: "The file is not an audio file",
  video: "The file is not an MP4 or WebM video",
  document: "The file is not a PDF, EPUB, Word, Excel or PowerPoint document",
  pdf: "The file is not a PDF",
  book: "The file is not an M4B, MP4 audio or MP3 file",
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether a file's first bytes are a PDF's header (`%PDF-`), whatever its name says. */
export function isPdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

/** The product types each product file kind belongs to. */
const PRODUCT_TYPES_OF: Record<ProductFileKind, readonly ProductType[]> = {
  audio: ["audiobook"],
  video: ["video"],
  document: ["workbook", "other"],
};

export function acceptsUpload(productType: string, kind: ProductFileKind): boolean {
  return (PRODUCT_TYPES_OF[kind] as readonly string[]).includes(productType);
}

/** The kind of chapter file a product takes: audio for an audiobook, video for a video product, none otherwise. */
export function chapterKindOf(productType: string): "audio" | "video" | null {
  if (acceptsUpload(productType, "audio")) return "audio";
  if (acceptsUpload(productType, "video")) return "video";
  return null;
}

const VIDEO_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/** Documents a workbook may offer, by sniffed extension and MIME type. */
const DOCUMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  epub: "application/epub+zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Sniffed image types we accept and can serve back with the right Content-Type. */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/**
 * Images past this many pixels are refused before they are decoded: a
 * camera photo is 12 to 50 million, while a small file can claim billions
 * (a one-colour 20000 x 20000 PNG is under 400 KB) and decoding it would
 * take gigabytes of memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Why an image of this size is refused, or null when it is within MAX_IMAGE_PIXELS. */
export function pixelLimitProblem(size: { width: number; height: number }): string | null {
  if (size.width * size.height <= MAX_IMAGE_PIXELS) return null;
  return `The image is ${size.width} × ${size.height} pixels, more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: scale it down and upload it again`;
}

/** The largest box a page shows a product image in (a video's poster on a 2x screen): bigger uploads are scaled to fit. */
export const PRODUCT_IMAGE_MAX = { width: 1600, height: 1600 } as const;

/** Whether a sniffed MIME type is acceptable for this kind of upload. */
export function isAcceptedType(kind: StreamedKind, sniffed: { ext: string; mime: string } | undefined): boolean {
  if (!sniffed) return false;
  switch (kind) {
    case "pdf":
      return sniffed.ext === "pdf";
    case "image":
      return IMAGE_TYPES[sniffed.ext] === sniffed.mime;
    case "audio":
      return sniffed.mime.startsWith("audio/");
    case "video":
      return VIDEO_TYPES[sniffed.ext] === sniffed.mime;
    case "document":
      return DOCUMENT_TYPES[sniffed.ext] === sniffed.mime;
    case "book":
      return chapterExtensionOf(sniffed.ext) !== null;
  }
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

/** Storage folder of each product file kind. */
const FOLDERS: Record<ProductFileKind, string> = { audio: "audio", video: "video", document: "documents" };

/** SPEC section 3: a product's files under {productId}/ with a timestamp-prefixed name (audio/, video/, documents/). */
export function productFileKey(
  kind: ProductFileKind,
  productId: string,
  fileName: string,
  ext: string,
  now: number,
): string {
  return `${FOLDERS[kind]}/${productId}/${now}-${safeBaseName(fileName)}.${ext}`;
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

/** A chapter's or document's file must have been uploaded, as that kind, for the same product. */
export function isProductFileKey(key: string, kind: ProductFileKind, productId: string): boolean {
  return (
    /^[0-9a-f-]{36}$/i.test(productId) &&
    new RegExp(`^${FOLDERS[kind]}/${productId}/\\d+-[\\w.-]+$`).test(key) &&
    !key.includes("..")
  );
}

const UPLOADED_IMAGE_KEY = /^products\/\d+-[\w.-]+$/;
const UPLOADED_PRODUCT_FILE_KEY = /^(audio|video|documents)\/[0-9a-f-]{36}\/\d+-[\w.-]+$/;

/**
 * The storage key of something the admin forms uploaded (an image by its
 * public URL, a product's file by its key), or null for anything else: bundled
 * images, other paths, traversal attempts. Only such keys may be discarded.
 */
export function uploadedStorageKey(upload: string): string | null {
  const key = upload.startsWith("/media/") ? storageKeyOfImageUrl(upload) : upload;
  if (!key || key.includes("..")) return null;
  return UPLOADED_IMAGE_KEY.test(key) || UPLOADED_PRODUCT_FILE_KEY.test(key) ? key : null;
}
