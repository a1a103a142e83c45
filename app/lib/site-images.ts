import { BOOK_IMAGES, REVIEW_IMAGES, type SiteImage } from "~/content/images";

/**
 * Images the owner uploads in the Site tab are resized on the server and
 * stored as WebP and AVIF side by side; the stored name carries the true
 * width and height (`site/1712345678-author-800x1000.webp`), so a page
 * reserves the exact box without asking storage and the layout never shifts.
 */
const SITE_IMAGE_UPLOAD = /^\/media\/site\/\d+-[\w-]+-(\d{1,5})x(\d{1,5})\.webp$/;

/** The widest the pages show these images (a 2x phone screen or a 3-column grid at 2x). */
export const SITE_IMAGE_MAX = { width: 800, height: 1200 } as const;

export interface ResponsiveImage extends SiteImage {
  /** The AVIF twin of an uploaded image, offered first to browsers that read it. */
  avif?: string;
}

const BUNDLED: readonly SiteImage[] = [BOOK_IMAGES.cover, BOOK_IMAGES.authorPhoto, ...REVIEW_IMAGES];

/** Whether a URL may be saved as a site image: an upload of this kind or a bundled placeholder. */
export function isSiteImageUrl(url: string): boolean {
  return SITE_IMAGE_UPLOAD.test(url) || BUNDLED.some((image) => image.src === url);
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
