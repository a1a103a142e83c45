import type { OutputInfo } from "sharp";
import { BodyTooLargeError, readBodyBytes } from "~/lib/security/read-body.server";
import { sniffFileType, UploadError } from "./upload.server";
import { isAcceptedType, MAX_IMAGE_PIXELS, pixelLimitProblem, UPLOAD_LIMITS } from "./uploads";

/**
 * sharp (libvips, about 25 MB resident) is loaded with the first image
 * upload rather than with the first page: most processes never see one.
 */
export const loadSharp = () => import("sharp").then((module) => module.default);

/** sharp's encoder for each accepted image type (uploads.ts IMAGE_TYPES), by extension. */
const ENCODERS = { jpg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "avif" } as const;
export type ImageExtension = keyof typeof ENCODERS;

/**
 * An uploaded image read whole (it is re-encoded, so it cannot stream
 * through) within the image limit: refused when empty (400), not a
 * supported image by its bytes (415), or larger than MAX_IMAGE_PIXELS by
 * its header (413), all before any pixel is decoded.
 */
export async function readUploadedImage(request: Request): Promise<{ bytes: Buffer; ext: ImageExtension }> {
  const { maxBytes, label } = UPLOAD_LIMITS.image;
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadError(413, `The file is larger than ${label}`);
    throw error;
  }
  if (bytes.length === 0) throw new UploadError(400, "The file is empty");
  const sniffed = await sniffFileType(bytes);
  if (!sniffed || !isAcceptedType("image", sniffed)) throw new UploadError(415, "The file is not a supported image");
  const sharp = await loadSharp();
  let size: { width: number; height: number };
  try {
    // Only the header is read here; sharp's own limit would name no size.
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(415, "The image could not be read");
  }
  const problem = pixelLimitProblem(size);
  if (problem) throw new UploadError(413, problem);
  return { bytes, ext: sniffed.ext as ImageExtension };
}

/**
 * The image decoded (never past MAX_IMAGE_PIXELS), turned upright, scaled
 * down to fit `max` and encoded as `ext`: an image that is fine as it is
 * still loses its metadata (a phone photo's location) on the way. With
 * `exact`, it is instead cropped (keeping its most salient part) and scaled
 * to exactly `max`, for a consumer that reads only that size.
 */
export async function shrinkImage(
  bytes: Buffer,
  max: { width: number; height: number },
  ext: ImageExtension,
  options: { quality?: number; exact?: boolean } = {},
): Promise<{ data: Buffer; info: OutputInfo }> {
  const { exact, ...encoder } = options;
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(
        exact
          ? { ...max, fit: "cover", position: sharp.strategy.attention }
          : { ...max, fit: "inside", withoutEnlargement: true },
      )
      .toFormat(ENCODERS[ext], encoder)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadError(415, "The image could not be read");
  }
}
