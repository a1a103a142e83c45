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

/** Photos of readers' reviews (screenshots of real reviews, with permission). */
export const REVIEW_IMAGES: readonly SiteImage[] = /* @__PURE__ */ [
  "Five-star review: I could not put it down. Every chapter felt written for my season.",
  "Five-star review: The most hopeful leadership book I have read in years.",
  "Five-star review: Our small group read it together and it changed how we pray.",
].map((alt, index) => ({
  src: `/images/marketing/review-${index + 1}.svg`, // placeholder: a reader's review screenshot
  width: 600,
  height: 420,
  alt,
}));
