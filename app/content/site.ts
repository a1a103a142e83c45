/**
 * Site-wide facts. The author's name, photo and social profiles are
 * placeholders: the owner replaces them here and nowhere else.
 */
export const SITE = {
  name: "Rerouted",
  tagline: "Faith-based leadership for the detours of life",
  /**
   * The public address of the production site: canonical URLs, Open Graph,
   * the sitemap and robots.txt point here wherever the site is served from.
   */
  url: "https://www.example.com", // placeholder: the site's public address
  author: "Your Name", // placeholder: the author's name
  supportEmail: "support@example.com", // placeholder: the support inbox
  copyrightYear: 2025,
  social: [
    { label: "Facebook", href: "https://www.facebook.com/" },
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
  ],
} as const;

/** Header navigation (SPEC section 2). */
export const NAV_LINKS = [
  { label: "Get Book", to: "/book" },
  { label: "Get Assessment", to: "/assessment" },
  { label: "Create Your Book", to: "/rerouted/book-creation" },
] as const;

/**
 * Paths search engines should not index: APIs, account pages and the
 * post-purchase funnel. The sitemap lists every other page of the route
 * table, and robots.txt disallows these.
 */
export const NOT_INDEXED_PATHS = [
  "/api",
  "/admin",
  "/dashboard",
  "/login",
  "/signup",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/rerouted/thank-you",
  "/rerouted/upsell-ai",
  "/rerouted/upsell-course",
  "/rerouted/book-creation",
  "/rerouted/book-creation-application",
  "/rerouted/complete",
] as const;
