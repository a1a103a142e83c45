import { BOOK_IMAGES, VIDEO_POSTERS, type SiteImage } from "~/content/images";

/**
 * Images the owner uploads in the Site tab are resized on the server and
 * stored as WebP and AVIF side by side; the stored name carries the true
 * width and height (`site/1712345678-author-800x1000.webp`), so a page
 * reserves the exact box without asking storage and the layout never shifts.
 */
const SITE_IMAGE_UPLOAD = /^\/media\/site\/\d+-[\w-]+-(\d{1,5})x(\d{1,5})\.webp$/;

/**
 * The largest box each kind of Site tab image is scaled into: a photo (author,
 * cover, review) is shown at most 400 px wide (a 2x phone screen or a
 * 3-column grid at 2x), a video's poster fills a 640 px player at 2x.
 */
export const SITE_IMAGE_BOXES = {
  photo: { width: 800, height: 1200 },
  poster: { width: 1280, height: 1280 },
} as const;
export type SiteImageShape = keyof typeof SITE_IMAGE_BOXES;

/**
 * The share card (og:image): a JPEG of exactly this size, since social
 * networks read neither WebP nor SVG and crop anything else.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
const SHARE_CARD_UPLOAD = /^\/media\/site\/\d+-[\w-]+-1200x630\.jpg$/;

/** The assessment's lead magnet, a PDF the owner uploaded (see leadMagnetKey). */
const LEAD_MAGNET_UPLOAD = /^\/media\/site\/\d+-[\w-]+\.pdf$/;

export interface ResponsiveImage extends SiteImage {
  /** The AVIF twin of an uploaded image, offered first to browsers that read it. */
  avif?: string;
}

const BUNDLED: readonly SiteImage[] = [BOOK_IMAGES.cover, BOOK_IMAGES.authorPhoto, ...Object.values(VIDEO_POSTERS)];

/** Whether a URL may be saved as a site image: an upload of this kind or a bundled placeholder. */
export function isSiteImageUrl(url: string): boolean {
  return SITE_IMAGE_UPLOAD.test(url) || BUNDLED.some((image) => image.src === url);
}

/** Whether a URL may be saved as the share card: a JPEG upload of SHARE_CARD_SIZE or the shipped card. */
export function isShareCardUrl(url: string): boolean {
  return SHARE_CARD_UPLOAD.test(url) || url === BOOK_IMAGES.shareCard.src;
}

/** Whether a URL may be saved as the lead magnet: a PDF uploaded to the site. */
export function isLeadMagnetUrl(url: string): boolean {
  return LEAD_MAGNET_UPLOAD.test(url);
}

/** Storage key of an uploaded lead-magnet PDF. */
export function leadMagnetKey(options: { safeName: string; now: number }): string {
  return `site/${options.now}-${options.safeName.replace(/\./g, "-")}.pdf`;
}

/** Storage key (without extension) of an upload: timestamp, safe name, true size. */
export function siteImageKey(options: { safeName: string; now: number; width: number; height: number }): string {
  const name = options.safeName.replace(/\./g, "-");
  return `site/${options.now}-${name}-${options.width}x${options.height}`;
}

/** The image to render for a saved URL; an unknown URL falls back to the placeholder. */
export function resolveSiteImage(url: string, fallback: SiteImage, alt: string): ResponsiveImage {
  const upload = SITE_IMAGE_UPLOAD.exec(url);
  if (upload) {
    return {
      src: url,
      avif: url.replace(/\.webp$/, ".avif"),
      width: Number(upload[1]),
      height: Number(upload[2]),
      alt,
    };
  }
  const bundled = BUNDLED.find((image) => image.src === url) ?? fallback;
  return { ...bundled, alt };
}

/** The share card for a saved URL: the upload at its fixed size, or the shipped card. */
export function resolveShareCard(url: string, alt: string): SiteImage {
  if (SHARE_CARD_UPLOAD.test(url)) return { src: url, ...SHARE_CARD_SIZE, alt };
  return { ...BOOK_IMAGES.shareCard, alt };
}
