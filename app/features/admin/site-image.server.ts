import { Readable } from "node:stream";
import sharp from "sharp";
import { SITE_IMAGE_MAX, siteImageKey } from "~/lib/site-images";
import type { Storage } from "~/storage/storage.server";
import { readUploadedImage, shrinkImage } from "./image-upload.server";
import { safeBaseName } from "./uploads";

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
  const { bytes } = await readUploadedImage(options.request);
  const resized = await shrinkImage(bytes, SITE_IMAGE_MAX, "webp", { quality: 80 });
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
