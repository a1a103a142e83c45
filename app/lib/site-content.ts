import { BOOK_IMAGES, VIDEO_POSTERS, type SiteImage } from "~/content/images";
import type { ConfiguredThirdParties } from "~/content/third-party";
import type { LegalTexts } from "~/content/legal";
import { DEFAULT_OFFERS, OFFER_IDS, type EditableOffer, type Offer, type OfferId } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS, SITE, SITE_VIDEOS, type SiteSettings } from "~/content/site";
import {
  DEFAULT_SOCIAL_PROOF,
  shownTestimonials,
  TESTIMONIAL_PLACES,
  type SocialProofSettings,
} from "~/content/social-proof";
import type { CopyOverrides } from "./page-copy";
import type { PublicSiteContent } from "./public-site-content";
import { isLeadMagnetUrl, resolveShareCard, resolveSiteImage, type ResponsiveImage } from "./site-images";
import { embedUrlOf, isSiteVideoUrl, parseVideo } from "./video-embed";

/**
 * The owner's settings and offers as every page reads them: the seeds of
 * app/content with whatever the owner saved in the admin on top.
 */
export interface SiteContent {
  settings: SiteSettings;
  offers: Record<OfferId, Offer>;
  /** The owner's words over the pages' shipped texts. */
  copy: CopyOverrides;
  /** Testimonials, the recent-orders toast and the trial's capacity (Social proof tab). */
  proof: SocialProofSettings;
  /** The legal pages the owner saved (the others show their template: app/features/legal). */
  legal: LegalTexts;
}

/**
 * Saved values over the seeds. Rows were validated when saved; a field
 * added to the seeds since then takes its default, so an upgrade never
 * shows an empty page.
 */
export function mergeSiteContent(saved: {
  settings?: Partial<SiteSettings> | null;
  offers?: Partial<Record<string, Partial<EditableOffer>>>;
  copy?: CopyOverrides | null;
  proof?: Partial<SocialProofSettings> | null;
  legal?: LegalTexts | null;
}): SiteContent {
  const merged = { ...DEFAULT_SITE_SETTINGS, ...saved.settings };
  const settings: SiteSettings = {
    ...merged,
    posters: { ...DEFAULT_SITE_SETTINGS.posters, ...saved.settings?.posters },
    reviews: merged.reviews.filter((review) => !isShippedReviewPlaceholder(review.image)),
  };
  const offers = Object.fromEntries(
    OFFER_IDS.map((id) => [id, { ...DEFAULT_OFFERS[id], ...saved.offers?.[id], id, label: DEFAULT_OFFERS[id].label }]),
  ) as Record<OfferId, Offer>;
  const proof = { ...DEFAULT_SOCIAL_PROOF, ...saved.proof };
  return { settings, offers, copy: saved.copy ?? {}, proof, legal: saved.legal ?? {} };
}

/**
 * The invented five-star review screenshots an earlier version shipped and
 * saved with the Site tab: never shown, even where an old save still holds them.
 */
function isShippedReviewPlaceholder(url: string): boolean {
  return /^\/images\/marketing\/review-\d+\.svg$/.test(url);
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
  /** Player URLs, ready for an iframe, or an uploaded file's path, for a video element (isSiteVideoUrl). */
  videos: Record<keyof SiteSettings["videos"], string>;
  /** Each video's poster URL. */
  posters: Record<keyof SiteSettings["posters"], string>;
  /** The og:image, with its og:image:alt. */
  shareCard: SiteImage;
  reviews: ResponsiveImage[];
  /** The lead magnet's URL, or null when none is uploaded (nothing offers it then). */
  leadMagnetPdf: string | null;
  /** Who the consent banner asks (Site tab). */
  consentRegion: SiteSettings["consentRegion"];
}

/**
 * A video setting as its player URL. The form accepts nothing it cannot
 * play but the shipped placeholder (`VIDEO_ID_...`), which, like a value
 * saved before the form knew better, still opens YouTube's player: its
 * "video unavailable" is better than a broken box (decision 020).
 */
function playerUrlOf(value: string): string {
  const parsed = parseVideo(value);
  return parsed ? embedUrlOf(parsed) : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(value)}`;
}

/** Settings in the shape pages render: images with their true size, videos as player URLs. */
export function resolveSite(settings: SiteSettings): ResolvedSite {
  return {
    authorName: settings.authorName,
    authorBio: settings.authorBio
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    authorPhoto: resolveSiteImage(
      settings.authorPhoto,
      BOOK_IMAGES.authorPhoto,
      settings.authorPhotoAlt || `Portrait of ${settings.authorName}`,
    ),
    // The shipped cover's description fits only the shipped cover.
    bookCover: resolveSiteImage(
      settings.bookCover,
      BOOK_IMAGES.cover,
      settings.bookCoverAlt ||
        (settings.bookCover === BOOK_IMAGES.cover.src ? BOOK_IMAGES.cover.alt : `The cover of ${SITE.name}`),
    ),
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
    social: settings.social,
    journeyLinks: settings.journeyLinks,
    videos: {
      bookTrailer: playerUrlOf(settings.videos.bookTrailer),
      program: playerUrlOf(settings.videos.program),
      thankYou: playerUrlOf(settings.videos.thankYou),
      orderComplete: playerUrlOf(settings.videos.orderComplete),
    },
    posters: Object.fromEntries(
      SITE_VIDEOS.map((video) => [video, resolveSiteImage(settings.posters[video], VIDEO_POSTERS[video], "").src]),
    ) as ResolvedSite["posters"],
    shareCard: resolveShareCard(
      settings.shareCard,
      settings.shareCardAlt ||
        (settings.shareCard === BOOK_IMAGES.shareCard.src ? BOOK_IMAGES.shareCard.alt : SITE.name),
    ),
    reviews: settings.reviews.map((review, index) =>
      resolveSiteImage(review.image, BOOK_IMAGES.cover, review.caption || `Review ${index + 1}`),
    ),
    leadMagnetPdf: isLeadMagnetUrl(settings.leadMagnetPdf) ? settings.leadMagnetPdf : null,
    consentRegion: settings.consentRegion,
  };
}

/**
 * The checkout origins of the offers sold through ThriveCart, read from the
 * offers themselves: its popup opens them in a frame, so the CSP allows
 * their frames and calls, and the payment permission their checkout. A
 * plain link or Stripe checkout is a page the browser navigates to, and
 * needs neither.
 */
export function cartOrigins(offers: Record<OfferId, Offer>): string[] {
  const urls = OFFER_IDS.filter((id) => offers[id].provider === "thrivecart").map((id) => offers[id].cartUrl);
  const origins = urls.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The origins of the video players the pages embed. A shipped placeholder
 * still renders its play button, which opens the player, so its origin is
 * named too until the owner replaces it (the launch checklist lists it).
 * A video uploaded to the site plays from the site's own origin.
 */
export function videoOrigins(settings: SiteSettings): string[] {
  const players = Object.values(settings.videos)
    .map(playerUrlOf)
    .filter((url) => !isSiteVideoUrl(url));
  return [...new Set(players.map((url) => new URL(url).origin))];
}

/** What the CSP may name: the ad platforms configured (env) and the checkouts and videos the owner set. */
export function configuredThirdParties(
  pixels: { metaPixelId: string | null; gaMeasurementId: string | null },
  content: SiteContent,
): ConfiguredThirdParties {
  return {
    metaPixel: pixels.metaPixelId !== null,
    googleAnalytics: pixels.gaMeasurementId !== null,
    cartOrigins: cartOrigins(content.offers),
    videoOrigins: videoOrigins(content.settings),
  };
}

export function publicSiteContent(content: SiteContent): PublicSiteContent {
  // A testimonial without the owner's permission never leaves the server.
  const testimonials = Object.fromEntries(
    TESTIMONIAL_PLACES.map((place) => [place, shownTestimonials(content.proof.testimonials[place])]),
  ) as PublicSiteContent["testimonials"];
  return { site: resolveSite(content.settings), offers: content.offers, copy: content.copy, testimonials };
}
