import { BOOK_IMAGES } from "~/content/images";
import { LEGAL_PAGES } from "~/content/legal";
import { OFFER_IDS, OFFER_PLACES } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS, JOURNEY_LINKS, SITE_VIDEOS, SOCIAL_NETWORKS, type SiteSettings } from "~/content/site";
import {
  shownTestimonials,
  TESTIMONIAL_PLACE_LABELS,
  TESTIMONIAL_PLACES,
  type SocialProofSettings,
} from "~/content/social-proof";
import { altTextProblem, SITE_FIELD_LABELS } from "./site-forms";
import type { SiteContent } from "./site-content";
import { isPlaceholderVideo } from "./video-embed";

/**
 * The launch checklist (issue: every placeholder still in use). Each item
 * names the field and links to it; while any remains, public pages send
 * noindex so search engines never index the template.
 */
export interface ChecklistItem {
  /** The input's name: the link's fragment and the input's id. */
  field: string;
  label: string;
  href: string;
}

/** A shipped placeholder address: example.com or one of its subdomains. */
export function isExampleAddress(value: string): boolean {
  const host = value.includes("@") ? value.split("@").pop()! : safeHost(value);
  return host === "example.com" || host.endsWith(".example.com");
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** A social link still pointing at the network's home page, not the author's profile. */
function isBareNetworkLink(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/+$/, "") === "";
  } catch {
    return true;
  }
}

const siteHref = (field: string) => `/admin?tab=site#${field}`;
const offerHref = (field: string) => `/admin?tab=offers#${field}`;

/** Where the Legal tab edits a page: its text area's id is the fragment. */
const legalHref = (id: string) => `/admin?tab=legal&page=${id}#legal-text`;

export function launchChecklist(content: Pick<SiteContent, "settings" | "offers" | "legal">): ChecklistItem[] {
  const { settings, offers, legal } = content;
  const items: ChecklistItem[] = [];
  const site = (field: keyof typeof SITE_FIELD_LABELS, placeholder: boolean, label = SITE_FIELD_LABELS[field]) => {
    if (placeholder) items.push({ field, label, href: siteHref(field) });
  };
  // An owner's image saved before alt text was asked for: screen readers would read the fallback.
  const undescribed = (field: "authorPhotoAlt" | "bookCoverAlt" | "shareCardAlt", url: string, shipped: string) =>
    site(field, altTextProblem({ label: "", url, shipped, alt: settings[field] }) !== null);
  site("authorName", settings.authorName.trim() === DEFAULT_SITE_SETTINGS.authorName);
  site("authorPhoto", settings.authorPhoto === BOOK_IMAGES.authorPhoto.src);
  site("bookCover", settings.bookCover === BOOK_IMAGES.cover.src);
  undescribed("authorPhotoAlt", settings.authorPhoto, BOOK_IMAGES.authorPhoto.src);
  undescribed("bookCoverAlt", settings.bookCover, BOOK_IMAGES.cover.src);
  site("supportEmail", isExampleAddress(settings.supportEmail));
  site("siteUrl", isExampleAddress(settings.siteUrl));
  site("businessName", settings.businessName.trim() === "");
  site("postalAddress", settings.postalAddress.trim() === "");
  for (const network of SOCIAL_NETWORKS) {
    // An empty social link is the owner's choice (the footer leaves it out), not a placeholder.
    const link = settings.social[network];
    site(`social.${network}`, link !== "" && isBareNetworkLink(link));
  }
  for (const link of JOURNEY_LINKS) site(`journeyLinks.${link}`, isExampleAddress(settings.journeyLinks[link]));
  for (const video of SITE_VIDEOS) site(`videos.${video}`, isPlaceholderVideo(settings.videos[video]));
  // Every video is on its page (book, program, thank-you, order complete), its poster shown until it plays.
  for (const video of SITE_VIDEOS) {
    site(`posters.${video}`, settings.posters[video] === DEFAULT_SITE_SETTINGS.posters[video]);
  }
  // The share card is every page's og:image.
  site("shareCard", settings.shareCard === BOOK_IMAGES.shareCard.src);
  undescribed("shareCardAlt", settings.shareCard, BOOK_IMAGES.shareCard.src);
  // The assessment's exit dialog offers the free chapter only once its PDF is here.
  site("leadMagnetPdf", settings.leadMagnetPdf === "", "No free chapter PDF uploaded");
  for (const id of OFFER_IDS) {
    const offer = offers[id];
    if (isExampleAddress(offer.cartUrl)) {
      const field = `${id}.cartUrl`;
      items.push({ field, label: `Checkout link: ${offer.label} (${OFFER_PLACES[id]})`, href: offerHref(field) });
    }
  }
  // A legal page's template is a starting point: the owner reviews and saves each one before launch.
  for (const page of LEGAL_PAGES) {
    if (!legal[page.id])
      items.push({ field: `legal.${page.id}`, label: `${page.title}: not reviewed`, href: legalHref(page.id) });
  }
  return items;
}

/** The anchor of an order's row in the Orders tab. */
export function orderAnchor(orderId: string): string {
  return `order-${orderId.replace(/[^\w-]/g, "_")}`;
}

/**
 * Paid orders the site acknowledged but could not grant (a price or product
 * id no offer carries): each links to its row in the Orders tab, where
 * Replay grants it once the Offers tab is fixed. They do not hold back
 * indexing: they are the owner's to-do, not a placeholder.
 */
export function ordersNeedingAttentionItems(orders: readonly { orderId: string; email: string }[]): ChecklistItem[] {
  return orders.map((order) => ({
    field: `order-${order.orderId}`,
    label: `Order ${order.orderId} (${order.email}) needs attention`,
    href: `/admin?tab=orders#${orderAnchor(order.orderId)}`,
  }));
}

/**
 * The sections the pages hide while the owner has not filled them: the
 * author's biography (the "Meet the author" parts), and each page's
 * testimonials (none with permission on file), each linking to where it
 * is filled. Hidden, nothing false shows and indexing is not held back:
 * they are the owner's to-dos, like the orders needing attention.
 */
export function emptySectionItems(content: {
  settings: Pick<SiteSettings, "authorBio">;
  proof: Pick<SocialProofSettings, "testimonials">;
}): ChecklistItem[] {
  const bio: ChecklistItem[] =
    content.settings.authorBio.trim() === ""
      ? [{ field: "authorBio", label: "About the author (Site tab: Author bio)", href: "/admin?tab=site#authorBio" }]
      : [];
  const testimonials = TESTIMONIAL_PLACES.filter(
    (place) => shownTestimonials(content.proof.testimonials[place]).length === 0,
  ).map((place) => ({
    field: `testimonials-${place}`,
    label: `${TESTIMONIAL_PLACE_LABELS[place]} (Social proof tab)`,
    href: `/admin?tab=proof#testimonials-${place}`,
  }));
  return [...bio, ...testimonials];
}
