import { Readable } from "node:stream";
import type { Storage } from "~/storage/storage.server";
import { readUploadedImage, shrinkImage } from "./image-upload.server";
import { IMAGE_TYPES, imageKey, imageUrlOf, PRODUCT_IMAGE_MAX } from "./uploads";

/**
 * A product image (cover of a library card and product page): refused past
 * the pixel limit, otherwise turned upright and scaled down to
 * PRODUCT_IMAGE_MAX in its own format, so what is served is never bigger
 * than a page can show. Nothing is stored for a refused image.
 */
export async function storeProductImage(options: {
  request: Request;
  storage: Storage;
  fileName: string;
  now: number;
}): Promise<{ key: string; size: number; mime: string; url: string }> {
  const { bytes, ext } = await readUploadedImage(options.request);
  const { data } = await shrinkImage(bytes, PRODUCT_IMAGE_MAX, ext);
  const key = imageKey(options.fileName, ext, options.now);
  try {
    const { size } = await options.storage.put(key, Readable.from([data]));
    return { key, size, mime: IMAGE_TYPES[ext]!, url: imageUrlOf(key) };
  } catch (error) {
    await options.storage.remove(key).catch(() => {});
    throw error;
  }
}
