import { BOOK_IMAGES } from "~/content/images";
import { DEFAULT_OFFERS, OFFER_IDS, type EditableOffer, type Offer, type OfferId } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/content/site";
import type { PublicSiteContent } from "./public-site-content";
import { resolveSiteImage, type ResponsiveImage } from "./site-images";
import { embedUrlOf, parseVideo } from "./video-embed";

/**
 * The owner's settings and offers as every page reads them: the seeds of
 * app/content with whatever the owner saved in the admin on top.
 */
export interface SiteContent {
  settings: SiteSettings;
  offers: Record<OfferId, Offer>;
}

/**
 * Saved values over the seeds. Rows were validated when saved; a field
 * added to the seeds since then takes its default, so an upgrade never
 * shows an empty page.
 */
export function mergeSiteContent(saved: {
  settings?: Partial<SiteSettings> | null;
  offers?: Partial<Record<string, Partial<EditableOffer>>>;
}): SiteContent {
  const settings = { ...DEFAULT_SITE_SETTINGS, ...saved.settings };
  const offers = Object.fromEntries(
    OFFER_IDS.map((id) => [id, { ...DEFAULT_OFFERS[id], ...saved.offers?.[id], id, label: DEFAULT_OFFERS[id].label }]),
  ) as Record<OfferId, Offer>;
  return { settings, offers };
}

export interface ResolvedSite {
  authorName: string;
  authorBio: string[];
  authorPhoto: ResponsiveImage;
  bookCover: ResponsiveImage;
  supportEmail: string;
  siteUrl: string;
  social: SiteSettings["social"];
  journeyLinks: SiteSettings["journeyLinks"];
  /** Player URLs, ready for an iframe. */
  videos: Record<keyof SiteSettings["videos"], string>;
  reviews: ResponsiveImage[];
}

/** Settings in the shape pages render: images with their true size, videos as player URLs. */
export function resolveSite(settings: SiteSettings): ResolvedSite {
  const video = (value: string) => {
    const parsed = parseVideo(value);
    return parsed ? embedUrlOf(parsed) : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(value)}`;
  };
  return {
    authorName: settings.authorName,
    authorBio: settings.authorBio
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    authorPhoto: resolveSiteImage(settings.authorPhoto, BOOK_IMAGES.authorPhoto, `Portrait of ${settings.authorName}`),
    bookCover: resolveSiteImage(settings.bookCover, BOOK_IMAGES.cover, BOOK_IMAGES.cover.alt),
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
    social: settings.social,
    journeyLinks: settings.journeyLinks,
    videos: {
      bookTrailer: video(settings.videos.bookTrailer),
      program: video(settings.videos.program),
      thankYou: video(settings.videos.thankYou),
      orderComplete: video(settings.videos.orderComplete),
    },
    reviews: settings.reviews.map((review, index) =>
      resolveSiteImage(review.image, BOOK_IMAGES.cover, review.caption || `Review ${index + 1}`),
    ),
  };
}

/**
 * The cart provider's origins, read from the offers themselves: the CSP
 * allows their frames and calls, and the payment permission their
 * checkout, so a new checkout link needs no other change.
 */
export function cartOrigins(offers: Record<OfferId, Offer>): string[] {
  const urls = OFFER_IDS.map((id) => offers[id].cartUrl);
  const origins = urls.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function publicSiteContent(content: SiteContent): PublicSiteContent {
  return { site: resolveSite(content.settings), offers: content.offers };
}
