/**
 * Site-wide facts. The author's name, photo and social profiles are
 * placeholders: the owner replaces them here and nowhere else.
 */
export const SITE = {
  name: "Rerouted",
  tagline: "Faith-based leadership for the detours of life",
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
