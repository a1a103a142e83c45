import { Readable } from "node:stream";
import { SHARE_CARD_SIZE, SITE_IMAGE_BOXES, siteImageKey, type SiteImageShape } from "~/lib/site-images";
import type { Storage } from "~/storage/storage.server";
import { loadSharp, readUploadedImage, shrinkImage } from "./image-upload.server";
import { safeBaseName } from "./uploads";

interface SiteImageUpload {
  request: Request;
  storage: Storage;
  fileName: string;
  now: number;
}

/**
 * An image for the Site tab (author photo, book cover, review image, video
 * poster): decoded, turned upright, scaled down to the largest size the
 * pages show it at, and stored as WebP and AVIF with the true size in the
 * name. The original is not kept: a 6 MB phone photo becomes about 100 KB.
 */
export async function storeSiteImage(
  options: SiteImageUpload & { shape: SiteImageShape },
): Promise<{ url: string; width: number; height: number }> {
  const { bytes } = await readUploadedImage(options.request);
  const resized = await shrinkImage(bytes, SITE_IMAGE_BOXES[options.shape], "webp", { quality: 80 });
  const { width, height } = resized.info;
  const sharp = await loadSharp();
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

/**
 * The share card (og:image): cropped and scaled to exactly SHARE_CARD_SIZE
 * and stored as one JPEG, the format every social network reads.
 */
export async function storeShareCard(
  options: SiteImageUpload,
): Promise<{ url: string; width: number; height: number }> {
  const { bytes } = await readUploadedImage(options.request);
  const card = await shrinkImage(bytes, SHARE_CARD_SIZE, "jpg", { quality: 85, exact: true });
  const key = siteImageKey({ safeName: safeBaseName(options.fileName), now: options.now, ...SHARE_CARD_SIZE });
  await options.storage.put(`${key}.jpg`, Readable.from([card.data]));
  return { url: `/media/${key}.jpg`, ...SHARE_CARD_SIZE };
}
