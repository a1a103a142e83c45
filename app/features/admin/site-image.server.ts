import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo } from "sharp";
import { SITE_IMAGE_MAX, siteImageKey } from "~/lib/site-images";
import type { Storage } from "~/storage/storage.server";
import { BodyTooLargeError, readBodyBytes } from "~/lib/security/read-body.server";
import { UploadError } from "./upload.server";
import { isAcceptedType, safeBaseName, UPLOAD_LIMITS } from "./uploads";

/** Camera photos can be huge; anything past this many pixels is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An image for the Site tab (author photo, book cover, review image):
 * decoded, turned upright, scaled down to the largest size the pages show,
 * and stored as WebP and AVIF with the true size in the name. The original
 * is not kept: a 6 MB phone photo becomes about 100 KB.
 */
export async function storeSiteImage(options: {
  request: Request;
  storage: Storage;
  fileName: string;
  now: number;
}): Promise<{ url: string; width: number; height: number }> {
  const { maxBytes, label } = UPLOAD_LIMITS.image;
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(options.request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadError(413, `The file is larger than ${label}`);
    throw error;
  }
  if (bytes.length === 0) throw new UploadError(400, "The file is empty");
  if (!isAcceptedType("image", await fileTypeFromBuffer(bytes))) {
    throw new UploadError(415, "The file is not a supported image");
  }
  let resized: { data: Buffer; info: OutputInfo };
  try {
    resized = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...SITE_IMAGE_MAX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadError(415, "The image could not be read");
  }
  const { width, height } = resized.info;
  const avif = await sharp(resized.data).avif({ quality: 55 }).toBuffer();
  const key = siteImageKey({ safeName: safeBaseName(options.fileName), now: options.now, width, height });
  await options.storage.put(`${key}.webp`, Readable.from([resized.data]));
  try {
    await options.storage.put(`${key}.avif`, Readable.from([avif]));
  } catch (error) {
    await options.storage.remove(`${key}.webp`).catch(() => {});
    throw error;
  }
  return { url: `/media/${key}.webp`, width, height };
}
