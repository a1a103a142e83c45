import { z } from "zod";
import { CHECKOUT_PROVIDERS, OFFER_IDS, type EditableOffer } from "~/content/offers";
import { readCountryList } from "~/lib/shipping";
import { BOOK_IMAGES } from "~/content/images";
import { DEFAULT_SITE_SETTINGS, JOURNEY_LINKS, SITE_VIDEOS, SOCIAL_NETWORKS, type SiteSettings } from "~/content/site";
import { CONSENT_REGIONS } from "./consent-regions";
import { defineForm } from "./forms";
import { readPrice } from "./read-price";
import { isLeadMagnetUrl, isShareCardUrl, isSiteImageUrl } from "./site-images";
import { parseVideo, videoProblem } from "./video-embed";
import { completeWebAddress } from "./web-address";

/**
 * The Site and Offers tabs' forms: one flat field per input (its name is
 * also the id the launch checklist links to), shared by the admin forms in
 * the browser and the action on the server. Every input shows its own
 * message. What the owner types is read generously (an address without
 * https://, a price with its dollar sign) and only what cannot be read is
 * refused; no check may throw, since a throw is a 500 that loses every
 * unsaved edit.
 */

/** The address as a URL, or null when it is none. */
function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isHttpsUrl(value: string): boolean {
  const url = urlOf(value);
  return url !== null && url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

/** The site's own address: a host, with no path, query or fragment (an address that is no URL is not judged here). */
function isBareSiteAddress(value: string): boolean {
  const url = urlOf(value);
  return url === null || (url.pathname === "/" && !value.includes("?") && !value.includes("#"));
}

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const httpsMessage = (label: string) => `${label} must be an https:// address`;
/** An address typed with or without https://, stored with it. */
const httpsLink = (label: string) =>
  text(label, 500).transform(completeWebAddress).refine(isHttpsUrl, httpsMessage(label));
/** An address the owner may leave empty: the page then leaves out what would link to it. */
const optionalHttpsLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .default("")
    .transform(completeWebAddress)
    .refine((value) => value === "" || isHttpsUrl(value), httpsMessage(label));
const image = (label: string, accepts: (url: string) => boolean = isSiteImageUrl) =>
  z.string(`${label} is required`).trim().max(300).refine(accepts, `Upload the ${label.toLowerCase()} again`);
/** Words that describe an image (alt text), or a caption; empty is judged with the image (altTextProblem). */
const altText = (label: string) => z.string().trim().max(300, `${label} is too long`).default("");

/**
 * Why an image's alt text is missing, or null: an image the owner uploaded
 * is described by the owner (screen readers read it, and so do the share
 * previews for og:image:alt); the shipped placeholder keeps its own.
 */
export function altTextProblem(image: { label: string; url: string; shipped: string; alt: string }): string | null {
  if (image.url === image.shipped || image.alt.trim() !== "") return null;
  return `${image.label} is required: describe the image for readers who cannot see it`;
}

/** The most review screenshots the book page shows (three rows of three). */
const REVIEW_SLOTS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_REVIEWS = REVIEW_SLOTS.length;
type ReviewSlot = (typeof REVIEW_SLOTS)[number];
type ReviewField = `reviews.${ReviewSlot}.image` | `reviews.${ReviewSlot}.caption`;
const REVIEW_LABELS = Object.fromEntries(
  REVIEW_SLOTS.flatMap((i) => [
    [`reviews.${i}.image`, `Review image ${i + 1}`],
    [`reviews.${i}.caption`, `Review caption ${i + 1}`],
  ]),
) as Record<ReviewField, string>;
/** A video the pages can play; the field's shipped placeholder is kept until the owner has the real one. */
const video = (label: string, shipped: string) =>
  text(label, 300).superRefine((value, ctx) => {
    if (value !== shipped && parseVideo(value) === null) {
      ctx.addIssue({ code: "custom", message: videoProblem(label, value) });
    }
  });

export const SITE_FIELD_LABELS = {
  authorName: "Author name",
  authorBio: "Author bio",
  authorPhoto: "Author photo",
  bookCover: "Book cover",
  supportEmail: "Support email",
  siteUrl: "Site URL",
  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  "social.youtube": "YouTube",
  "social.linkedin": "LinkedIn",
  "journeyLinks.foundations": "Foundations course link",
  "journeyLinks.community": "Community link",
  "journeyLinks.coaching": "Coaching link",
  "videos.bookTrailer": "Book trailer video",
  "videos.program": "Program video",
  "videos.thankYou": "Thank-you preview video",
  "videos.orderComplete": "Order complete video",
  authorPhotoAlt: "Author photo alt text",
  bookCoverAlt: "Book cover alt text",
  "posters.bookTrailer": "Book trailer poster",
  "posters.program": "Program video poster",
  "posters.thankYou": "Thank-you video poster",
  "posters.orderComplete": "Order complete video poster",
  shareCard: "Share card",
  shareCardAlt: "Share card alt text",
  leadMagnetPdf: "Free chapter PDF",
  ...REVIEW_LABELS,
  businessName: "Business name",
  postalAddress: "Postal address",
  consentRegion: "Ask for consent",
  stripeTax: "Charge tax with Stripe Tax",
} as const;

export type SiteField = keyof typeof SITE_FIELD_LABELS;
const L = SITE_FIELD_LABELS;

export const siteFormSchema = z
  .object({
    intent: z.literal("site.save"),
    authorName: text(L.authorName, 120),
    // Optional: the pages' "about the author" parts are hidden until the owner writes it.
    authorBio: z.string().trim().max(4000, `${L.authorBio} is too long`),
    authorPhoto: image(L.authorPhoto),
    bookCover: image(L.bookCover),
    supportEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(`${L.supportEmail} must be an email address`)),
    siteUrl: httpsLink(L.siteUrl).refine(
      isBareSiteAddress,
      `${L.siteUrl} must be the site's address only, like https://www.example.org`,
    ),
    "social.facebook": optionalHttpsLink(L["social.facebook"]),
    "social.instagram": optionalHttpsLink(L["social.instagram"]),
    "social.youtube": optionalHttpsLink(L["social.youtube"]),
    "social.linkedin": optionalHttpsLink(L["social.linkedin"]),
    "journeyLinks.foundations": httpsLink(L["journeyLinks.foundations"]),
    "journeyLinks.community": httpsLink(L["journeyLinks.community"]),
    "journeyLinks.coaching": httpsLink(L["journeyLinks.coaching"]),
    "videos.bookTrailer": video(L["videos.bookTrailer"], DEFAULT_SITE_SETTINGS.videos.bookTrailer),
    "videos.program": video(L["videos.program"], DEFAULT_SITE_SETTINGS.videos.program),
    "videos.thankYou": video(L["videos.thankYou"], DEFAULT_SITE_SETTINGS.videos.thankYou),
    "videos.orderComplete": video(L["videos.orderComplete"], DEFAULT_SITE_SETTINGS.videos.orderComplete),
    authorPhotoAlt: altText(L.authorPhotoAlt),
    bookCoverAlt: altText(L.bookCoverAlt),
    "posters.bookTrailer": image(L["posters.bookTrailer"]),
    "posters.program": image(L["posters.program"]),
    "posters.thankYou": image(L["posters.thankYou"]),
    "posters.orderComplete": image(L["posters.orderComplete"]),
    shareCard: image(L.shareCard, isShareCardUrl),
    shareCardAlt: altText(L.shareCardAlt),
    leadMagnetPdf: z
      .string()
      .trim()
      .default("")
      .refine((url) => url === "" || isLeadMagnetUrl(url), "Upload the free chapter PDF again"),
    ...reviewFields(),
    // May stay empty while the site is being set up: the launch checklist asks for both.
    businessName: z.string().trim().max(200, `${L.businessName} is too long`).default(""),
    postalAddress: z.string().trim().max(500, `${L.postalAddress} is too long`).default(""),
    // A form saved before the setting existed asks everyone, as the seed does.
    consentRegion: z
      .enum(CONSENT_REGIONS, { error: `${L.consentRegion} must be one of the choices offered` })
      .default("everyone"),
    // An unticked box is not posted at all: tax stays off.
    stripeTax: z
      .enum(["on", "true", "false"])
      .optional()
      .transform((value) => value === "on" || value === "true"),
  })
  .superRefine((form, ctx) => {
    const missing = (path: SiteField, image: Parameters<typeof altTextProblem>[0]) => {
      const message = altTextProblem(image);
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
    };
    missing("authorPhotoAlt", {
      label: L.authorPhotoAlt,
      url: form.authorPhoto,
      shipped: BOOK_IMAGES.authorPhoto.src,
      alt: form.authorPhotoAlt,
    });
    missing("bookCoverAlt", {
      label: L.bookCoverAlt,
      url: form.bookCover,
      shipped: BOOK_IMAGES.cover.src,
      alt: form.bookCoverAlt,
    });
    missing("shareCardAlt", {
      label: L.shareCardAlt,
      url: form.shareCard,
      shipped: BOOK_IMAGES.shareCard.src,
      alt: form.shareCardAlt,
    });
    for (const i of REVIEW_SLOTS) {
      const image = form[`reviews.${i}.image`];
      const caption = form[`reviews.${i}.caption`];
      // A review's caption is its alt text: no review shows without one, and no caption without its image.
      if (isSiteImageUrl(image) && !caption) {
        ctx.addIssue({
          code: "custom",
          path: [`reviews.${i}.caption`],
          message: `${L[`reviews.${i}.caption`]} is required: it is read to readers who cannot see the image`,
        });
      } else if (caption && !image) {
        ctx.addIssue({
          code: "custom",
          path: [`reviews.${i}.image`],
          message: `Upload ${L[`reviews.${i}.image`].toLowerCase()}, or remove the review`,
        });
      }
    }
  })
  .transform((form): SiteSettings => ({
    authorName: form.authorName,
    authorBio: form.authorBio.replace(/\r\n/g, "\n"),
    authorPhoto: form.authorPhoto,
    bookCover: form.bookCover,
    supportEmail: form.supportEmail,
    siteUrl: form.siteUrl.replace(/\/$/, ""),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, form[`social.${n}`]])) as SiteSettings["social"],
    journeyLinks: Object.fromEntries(
      JOURNEY_LINKS.map((n) => [n, form[`journeyLinks.${n}`]]),
    ) as SiteSettings["journeyLinks"],
    videos: Object.fromEntries(SITE_VIDEOS.map((n) => [n, form[`videos.${n}`]])) as SiteSettings["videos"],
    authorPhotoAlt: form.authorPhotoAlt,
    bookCoverAlt: form.bookCoverAlt,
    posters: Object.fromEntries(SITE_VIDEOS.map((n) => [n, form[`posters.${n}`]])) as SiteSettings["posters"],
    shareCard: form.shareCard,
    shareCardAlt: form.shareCardAlt,
    // The rows in the order the form lists them; a row left empty is no review.
    reviews: REVIEW_SLOTS.map((i) => ({
      image: form[`reviews.${i}.image`],
      caption: form[`reviews.${i}.caption`],
    })).filter((review) => review.image !== ""),
    leadMagnetPdf: form.leadMagnetPdf,
    businessName: form.businessName,
    postalAddress: form.postalAddress.replace(/\r\n/g, "\n"),
    consentRegion: form.consentRegion,
    stripeTax: form.stripeTax,
  }));

/** One optional image and caption per review slot: the form posts only the rows the owner keeps. */
function reviewFields() {
  const fields: Record<string, z.ZodType<string, string | undefined>> = {};
  for (const i of REVIEW_SLOTS) {
    fields[`reviews.${i}.image`] = z
      .string()
      .trim()
      .max(300)
      .default("")
      .refine((url) => url === "" || isSiteImageUrl(url), `Upload the ${L[`reviews.${i}.image`].toLowerCase()} again`);
    fields[`reviews.${i}.caption`] = altText(L[`reviews.${i}.caption`]);
  }
  return fields as Record<ReviewField, z.ZodType<string, string | undefined>>;
}

const SITE_FIELDS = Object.keys(SITE_FIELD_LABELS) as SiteField[];

/** Every input may be shown again as typed after a refused save (none is a secret). */
export const siteForm = defineForm(siteFormSchema, { keep: ["intent", ...SITE_FIELDS] });

/** The Site tab's inputs, as the form shows them, for saved settings. */
export function siteFormValues(settings: SiteSettings): Record<SiteField, string> {
  const values: Record<string, string> = {
    authorName: settings.authorName,
    authorBio: settings.authorBio,
    authorPhoto: settings.authorPhoto,
    bookCover: settings.bookCover,
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
    authorPhotoAlt: settings.authorPhotoAlt,
    bookCoverAlt: settings.bookCoverAlt,
    shareCard: settings.shareCard,
    shareCardAlt: settings.shareCardAlt,
    leadMagnetPdf: settings.leadMagnetPdf,
  };
  for (const n of SOCIAL_NETWORKS) values[`social.${n}`] = settings.social[n];
  for (const n of JOURNEY_LINKS) values[`journeyLinks.${n}`] = settings.journeyLinks[n];
  for (const n of SITE_VIDEOS) values[`videos.${n}`] = settings.videos[n];
  for (const n of SITE_VIDEOS) values[`posters.${n}`] = settings.posters[n];
  settings.reviews.slice(0, MAX_REVIEWS).forEach((review, i) => {
    values[`reviews.${i}.image`] = review.image;
    values[`reviews.${i}.caption`] = review.caption;
  });
  values.businessName = settings.businessName;
  values.postalAddress = settings.postalAddress;
  values.consentRegion = settings.consentRegion;
  values.stripeTax = settings.stripeTax ? "true" : "false";
  return values as Record<SiteField, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A price in dollars, typed as a price is written ("$14.99", "14,99": see readPrice). */
function dollarsOf(label: string, value: string, ctx: z.RefinementCtx): number {
  const read = readPrice(value);
  if (read.ok) return read.dollars;
  ctx.addIssue({
    code: "custom",
    message: read.currency
      ? `${label} is in US dollars: type the amount without "${read.currency}"`
      : `${label} must be a positive amount with at most 2 decimals`,
  });
  return z.NEVER;
}
const price = (label: string) =>
  z.string(`${label} is required`).transform((value, ctx) => dollarsOf(label, value, ctx));
/** A price that may be left empty (none). */
const optionalPrice = (label: string) =>
  z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => (value === "" ? undefined : dollarsOf(label, value, ctx)));

export const OFFER_FIELD_LABELS = {
  price: "Price",
  compareAt: "Compare-at price",
  cartUrl: "Checkout link",
  provider: "Checkout provider",
  stripePriceId: "Stripe price ID",
  thrivecartProductId: "ThriveCart product ID",
  grants: "Grants access to",
  ships: "Ships a physical item",
  shipsTo: "Ships to (country codes)",
  shippingRate: "Shipping charge",
  shippingRateName: "Shipping charge name",
} as const;
/** A field of the offer form, named as its label map names it. */
export type OfferField = keyof typeof OFFER_FIELD_LABELS;
const O = OFFER_FIELD_LABELS;

export const offerFormSchema = z
  .object({
    intent: z.literal("offer.save"),
    offerId: z.enum(OFFER_IDS, "Choose an offer"),
    price: price(O.price),
    compareAt: optionalPrice(O.compareAt),
    cartUrl: httpsLink(O.cartUrl),
    provider: z.enum(CHECKOUT_PROVIDERS, `Choose a ${O.provider.toLowerCase()}`),
    stripePriceId: z
      .string()
      .trim()
      .max(100, `${O.stripePriceId} is too long`)
      .default("")
      .refine((value) => value === "" || /^price_\w+$/.test(value), `${O.stripePriceId} starts with price_`),
    thrivecartProductId: z
      .string()
      .trim()
      .max(100, `${O.thrivecartProductId} is too long`)
      .default("")
      .refine((value) => value === "" || /^[\w-]+$/.test(value), `${O.thrivecartProductId} is letters and digits`),
    grants: z
      .string()
      .max(50 * 37)
      .default("")
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine((ids) => ids.every((id) => UUID.test(id)), `Choose products from the list for ${O.grants.toLowerCase()}`),
    // An unticked box is not posted at all.
    ships: z
      .enum(["on", "true", "false"])
      .optional()
      .transform((value) => value === "on" || value === "true"),
    shipsTo: z
      .string()
      .max(1000, `${O.shipsTo} is too long`)
      .default("")
      .transform((value, ctx) => {
        const read = readCountryList(value);
        if (read.ok) return read.countries;
        ctx.addIssue({
          code: "custom",
          message: `Not a country code Stripe ships to: ${read.invalid.slice(0, 5).join(", ")} (use two letters, like US, CA, GB)`,
        });
        return z.NEVER;
      }),
    shippingRate: optionalPrice(O.shippingRate),
    shippingRateName: z.string().trim().max(100, `${O.shippingRateName} is too long`).default(""),
  })
  .superRefine((form, ctx) => {
    if (form.ships && form.shipsTo.length === 0) {
      ctx.addIssue({ code: "custom", path: ["shipsTo"], message: "Name at least one country it ships to" });
    }
    if (form.shippingRate !== undefined && !form.shippingRateName) {
      ctx.addIssue({
        code: "custom",
        path: ["shippingRateName"],
        message: `${O.shippingRateName} is required with a charge (e.g. Standard shipping)`,
      });
    }
    if (form.compareAt !== undefined && form.compareAt <= form.price) {
      ctx.addIssue({ code: "custom", path: ["compareAt"], message: `${O.compareAt} must be above the price` });
    }
    if (form.provider === "stripe" && !form.stripePriceId) {
      ctx.addIssue({ code: "custom", path: ["stripePriceId"], message: `${O.stripePriceId} is required for Stripe` });
    }
    if (form.provider === "thrivecart" && !form.thrivecartProductId) {
      ctx.addIssue({
        code: "custom",
        path: ["thrivecartProductId"],
        message: `${O.thrivecartProductId} is required for ThriveCart`,
      });
    }
  })
  .transform(({ offerId, shippingRate, shippingRateName, ...fields }) => {
    const { price, compareAt, cartUrl, provider, stripePriceId, thrivecartProductId, grants, ships, shipsTo } = fields;
    const offer: EditableOffer = {
      price,
      compareAt,
      cartUrl,
      provider,
      stripePriceId,
      thrivecartProductId,
      grants,
      ships,
      shipsTo,
      shippingRate: ships && shippingRate !== undefined ? { amount: shippingRate, name: shippingRateName } : undefined,
    };
    return { offerId, offer };
  });

/**
 * Grants repeat: one checkbox per product, read as the ids joined with
 * commas. Every input may be shown again as typed after a refused save,
 * the offer's id telling which of the tab's forms it was.
 */
export const offerForm = defineForm(offerFormSchema, {
  lists: ["grants"],
  keep: ["intent", "offerId", ...(Object.keys(OFFER_FIELD_LABELS) as OfferField[])],
});
