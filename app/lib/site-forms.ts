import { z } from "zod";
import { CHECKOUT_PROVIDERS, OFFER_IDS, type EditableOffer } from "~/content/offers";
import { JOURNEY_LINKS, SITE_VIDEOS, SOCIAL_NETWORKS, type SiteSettings } from "~/content/site";
import { defineForm } from "./forms";
import { isSiteImageUrl } from "./site-images";
import { parseVideo } from "./video-embed";

/**
 * The Site and Offers tabs' forms: one flat field per input (its name is
 * also the id the launch checklist links to), shared by the admin forms in
 * the browser and the action on the server. Every input shows its own
 * message.
 */

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const httpsLink = (label: string) => text(label, 500).refine(isHttpsUrl, `${label} must be an https:// address`);
const image = (label: string) =>
  z.string(`${label} is required`).trim().max(300).refine(isSiteImageUrl, `Upload the ${label.toLowerCase()} again`);
const video = (label: string) =>
  text(label, 300).refine((value) => parseVideo(value) !== null, `${label} must be a YouTube or Vimeo link or id`);

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
  "reviews.0.image": "Review image 1",
  "reviews.0.caption": "Review caption 1",
  "reviews.1.image": "Review image 2",
  "reviews.1.caption": "Review caption 2",
  "reviews.2.image": "Review image 3",
  "reviews.2.caption": "Review caption 3",
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
      (value) => new URL(value).pathname === "/" && !value.includes("?") && !value.includes("#"),
      `${L.siteUrl} must be the site's address only, like https://www.example.org`,
    ),
    "social.facebook": httpsLink(L["social.facebook"]),
    "social.instagram": httpsLink(L["social.instagram"]),
    "social.youtube": httpsLink(L["social.youtube"]),
    "social.linkedin": httpsLink(L["social.linkedin"]),
    "journeyLinks.foundations": httpsLink(L["journeyLinks.foundations"]),
    "journeyLinks.community": httpsLink(L["journeyLinks.community"]),
    "journeyLinks.coaching": httpsLink(L["journeyLinks.coaching"]),
    "videos.bookTrailer": video(L["videos.bookTrailer"]),
    "videos.program": video(L["videos.program"]),
    "videos.thankYou": video(L["videos.thankYou"]),
    "videos.orderComplete": video(L["videos.orderComplete"]),
    "reviews.0.image": image(L["reviews.0.image"]),
    "reviews.0.caption": text(L["reviews.0.caption"], 300),
    "reviews.1.image": image(L["reviews.1.image"]),
    "reviews.1.caption": text(L["reviews.1.caption"], 300),
    "reviews.2.image": image(L["reviews.2.image"]),
    "reviews.2.caption": text(L["reviews.2.caption"], 300),
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
    reviews: ([0, 1, 2] as const).map((i) => ({
      image: form[`reviews.${i}.image`],
      caption: form[`reviews.${i}.caption`],
    })),
  }));

export const siteForm = defineForm(siteFormSchema);

/** The Site tab's inputs, as the form shows them, for saved settings. */
export function siteFormValues(settings: SiteSettings): Record<SiteField, string> {
  const values: Record<string, string> = {
    authorName: settings.authorName,
    authorBio: settings.authorBio,
    authorPhoto: settings.authorPhoto,
    bookCover: settings.bookCover,
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
  };
  for (const n of SOCIAL_NETWORKS) values[`social.${n}`] = settings.social[n];
  for (const n of JOURNEY_LINKS) values[`journeyLinks.${n}`] = settings.journeyLinks[n];
  for (const n of SITE_VIDEOS) values[`videos.${n}`] = settings.videos[n];
  settings.reviews.forEach((review, i) => {
    values[`reviews.${i}.image`] = review.image;
    values[`reviews.${i}.caption`] = review.caption;
  });
  return values as Record<SiteField, string>;
}

/** Prices: positive, at most two decimals, below a hundred million. */
const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const price = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .refine(
      (value) => PRICE.test(value) && Number(value) > 0,
      `${label} must be a positive amount with at most 2 decimals`,
    )
    .transform(Number);

export const OFFER_FIELD_LABELS = {
  price: "Price",
  compareAt: "Compare-at price",
  cartUrl: "Checkout link",
  provider: "Checkout provider",
  stripePriceId: "Stripe price ID",
  thrivecartProductId: "ThriveCart product ID",
  grants: "Grants access to",
} as const;
/** A field of the offer form, named as its label map names it. */
export type OfferField = keyof typeof OFFER_FIELD_LABELS;
const O = OFFER_FIELD_LABELS;

export const offerFormSchema = z
  .object({
    intent: z.literal("offer.save"),
    offerId: z.enum(OFFER_IDS, "Choose an offer"),
    price: price(O.price),
    compareAt: z.union([z.literal("").transform(() => undefined), price(O.compareAt)]).optional(),
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
  })
  .superRefine((form, ctx) => {
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
  .transform(({ offerId, price, compareAt, cartUrl, provider, stripePriceId, thrivecartProductId, grants }) => ({
    offerId,
    offer: { price, compareAt, cartUrl, provider, stripePriceId, thrivecartProductId, grants } satisfies EditableOffer,
  }));

/** Grants repeat: one checkbox per product, read as the ids joined with commas. */
export const offerForm = defineForm(offerFormSchema, { lists: ["grants"] });
