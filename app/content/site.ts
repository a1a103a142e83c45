import type { ConsentRegion } from "../lib/consent-regions.ts";
import { BOOK_IMAGES, VIDEO_POSTERS } from "./images.ts";

/** Site-wide facts that are part of the product, not the owner's settings. */
export const SITE = {
  name: "Rerouted",
  tagline: "Faith-based leadership for the detours of life",
} as const;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

export const JOURNEY_LINKS = ["foundations", "community", "coaching"] as const;
export type JourneyLink = (typeof JOURNEY_LINKS)[number];

export const SITE_VIDEOS = ["bookTrailer", "program", "thankYou", "orderComplete"] as const;
type SiteVideo = (typeof SITE_VIDEOS)[number];

/**
 * What the owner edits in the admin's Site tab. Images are URLs: a bundled
 * placeholder, or an upload whose name carries its true width and height
 * (see app/lib/site-images.ts). Videos are a YouTube, Vimeo or Loom URL
 * or id, or the path of a file uploaded to the site (app/lib/video-embed.ts).
 */
export interface SiteSettings {
  authorName: string;
  /** Paragraphs separated by a blank line. */
  authorBio: string;
  authorPhoto: string;
  bookCover: string;
  supportEmail: string;
  /** The canonical https address: canonical URLs, Open Graph, the sitemap and robots.txt. */
  siteUrl: string;
  /** Each network's https link, or empty: the site then shows no link to it. */
  social: Record<SocialNetwork, string>;
  /** The landing page's three external offers. */
  journeyLinks: Record<JourneyLink, string>;
  videos: Record<SiteVideo, string>;
  // Images and files the owner uploads, with the words that describe them (issue 37).
  /** Alt text of the owner's author photo and book cover; empty while the shipped image is shown. */
  authorPhotoAlt: string;
  bookCoverAlt: string;
  /** Each video's still until it plays (decorative: the play button names the video). */
  posters: Record<SiteVideo, string>;
  /** The Open Graph / Twitter image (a 1200 x 630 JPEG) and its og:image:alt. */
  shareCard: string;
  shareCardAlt: string;
  /** Screenshots of real readers' reviews, in the order shown, each caption its alt text. None ship. */
  reviews: { image: string; caption: string }[];
  /** The assessment's exit dialog offers this PDF (`/media/site/...pdf`); empty: no download is offered. */
  leadMagnetPdf: string;
  /**
   * Who runs the site and where to write to them (issue 38): the legal
   * pages name both and every marketing email's footer carries them
   * (CAN-SPAM). Empty until the owner fills them in; the launch checklist
   * asks for both.
   */
  businessName: string;
  /** As the owner types it, one line or several. */
  postalAddress: string;
  /** Who the consent banner asks before ad pixels load: everyone, or only visitors from Europe (consent-regions.ts). */
  consentRegion: ConsentRegion;
  /**
   * Stripe Checkout computes and charges tax (Stripe Tax, `automatic_tax`)
   * and lets business buyers give their tax ID. Off until the owner has set
   * up Stripe Tax (origin address and registrations) and turns it on.
   */
  stripeTax: boolean;
}

/**
 * Today's content, every owner-specific value a placeholder: a fresh
 * install shows a complete page, and the launch checklist lists each of
 * these until the owner replaces it.
 */
// Built in a pure call, so a browser bundle that only needs NAV_LINKS drops it.
export const DEFAULT_SITE_SETTINGS: SiteSettings = /* @__PURE__ */ (() => ({
  authorName: "Your Name",
  // Empty: a biography is the owner's own words, never ours (the about-the-author parts hide until then).
  authorBio: "",
  authorPhoto: BOOK_IMAGES.authorPhoto.src,
  bookCover: BOOK_IMAGES.cover.src,
  supportEmail: "support@example.com",
  siteUrl: "https://www.example.com",
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    linkedin: "https://www.linkedin.com/",
  },
  journeyLinks: {
    foundations: "https://courses.example.com/rerouted-foundations",
    community: "https://community.example.com/rerouted",
    coaching: "https://booking.example.com/rerouted-coaching",
  },
  videos: {
    bookTrailer: "VIDEO_ID_BOOK_TRAILER",
    program: "VIDEO_ID_PROGRAM",
    thankYou: "VIDEO_ID_SERIES_PREVIEW",
    orderComplete: "VIDEO_ID_WELCOME",
  },
  authorPhotoAlt: "",
  bookCoverAlt: "",
  posters: {
    bookTrailer: VIDEO_POSTERS.bookTrailer.src,
    program: VIDEO_POSTERS.program.src,
    thankYou: VIDEO_POSTERS.thankYou.src,
    orderComplete: VIDEO_POSTERS.orderComplete.src,
  },
  shareCard: BOOK_IMAGES.shareCard.src,
  shareCardAlt: "",
  // Empty: a review speaks for a real reader, never ours (the book page's reviews section hides until then).
  reviews: [],
  leadMagnetPdf: "",
  businessName: "",
  postalAddress: "",
  consentRegion: "everyone",
  stripeTax: false,
}))();

/** Header navigation (SPEC section 2). */
export const NAV_LINKS = [
  { label: "Get Book", to: "/book" },
  { label: "Get Assessment", to: "/assessment" },
  // The public program sales page: /rerouted/book-creation is reached only from the funnel (DESIGN section 5).
  { label: "Create Your Book", to: "/rerouted" },
] as const;

/**
 * Paths search engines should not index: APIs, account pages and the
 * post-purchase funnel. The sitemap lists every other page of the route
 * table, and robots.txt disallows these.
 */
export const NOT_INDEXED_PATHS = [
  "/api",
  "/admin",
  "/email",
  "/dashboard",
  "/account",
  "/login",
  "/signup",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/rerouted/thank-you",
  "/rerouted/upsell-ai",
  "/rerouted/upsell-course",
  "/rerouted/book-creation",
  "/rerouted/book-creation-application",
  "/rerouted/complete",
  // Sign-in protocols: provider callbacks, and the OpenID provider's discovery, keys and endpoints.
  "/auth",
  "/.well-known",
  "/oauth",
] as const;
