/**
 * The marketing pages' images. Every one is a placeholder: the owner drops
 * the real files into public/images/marketing/ (WebP or AVIF for photos) and
 * updates the entry here, keeping width and height true to the file so the
 * page never shifts while it loads.
 */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const BOOK_IMAGES = {
  cover: {
    src: "/images/marketing/book-cover.svg", // placeholder: the front cover
    width: 600,
    height: 900,
    alt: "The cover of Rerouted, a winding gold road under a night sky",
  },
  authorPhoto: {
    src: "/images/marketing/author.svg", // placeholder: the author's portrait
    width: 640,
    height: 800,
    alt: "Portrait of the author",
  },
  trailerPoster: {
    src: "/images/marketing/book-trailer.svg", // placeholder: a still from the trailer
    width: 1280,
    height: 720,
    alt: "",
  },
  /** Social share card (Open Graph and Twitter): JPEG, because not every network reads SVG or WebP. */
  shareCard: {
    src: "/images/marketing/share-card.jpg", // placeholder: the share card
    width: 1200,
    height: 630,
    alt: "Rerouted: when life reroutes you, faith leads the way",
  },
} as const satisfies Record<string, SiteImage>;

/**
 * The shipped stills shown on each video until it plays (decorative: the
 * play button names the video). The owner uploads their own in the Site tab.
 */
export const VIDEO_POSTERS = {
  bookTrailer: BOOK_IMAGES.trailerPoster,
  program: { src: "/images/funnel/program-video.svg", width: 1280, height: 720, alt: "" },
  thankYou: { src: "/images/funnel/series-video.svg", width: 1280, height: 720, alt: "" },
  orderComplete: { src: "/images/funnel/welcome-video.svg", width: 1280, height: 720, alt: "" },
} as const satisfies Record<string, SiteImage>;
