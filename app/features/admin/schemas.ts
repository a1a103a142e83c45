import { z } from "zod";
import { PRODUCT_TYPES } from "~/content/product-types";
import { dataRequestEmail } from "~/features/data-rights";
import { CARRIER_LABELS, CARRIERS, isTrackingNumber, trackingUrlOf } from "~/lib/shipping";
import { COUPON_CODE, COUPON_OFFERS } from "~/lib/coupons";
import { defineForm } from "~/lib/forms";
import type { offerForm, siteForm } from "~/lib/site-forms";
import { uploadedStorageKey } from "./uploads";

/**
 * The admin forms, shared by the browser forms (their inputs' names) and
 * the route's action (SPEC section 5). Every action names itself with
 * `intent`.
 */

const id = z.uuid("Choose a valid item");
const checkbox = z
  .enum(["on", "true", "false"])
  .optional()
  .transform((value) => value === "on" || value === "true");

/** Prices are typed with two decimals at most (step 0.01) and stored as numeric(10, 2). */
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** Where a product image may point: an uploaded image or one of the site's bundled images. */
const IMAGE_URL_PATTERN = /^\/(media\/products|images\/products)\/[\w.-]+$/;

/**
 * Where an assessment product opens: a path of this site ("/assessment")
 * or an https address. Protocol-relative ("//host") and other schemes are
 * refused, so a library button can never run script or leave for http.
 */
const opensAtSchema = z
  .string()
  .trim()
  .max(2000, "The address is too long")
  .refine((value) => {
    if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
    try {
      return new URL(value).protocol === "https:" && !/\s/.test(value);
    } catch {
      return false;
    }
  }, "Enter a path of this site (starting with /) or an https:// address");

export const productFormSchema = z.object({
  intent: z.literal("product.save"),
  id: id.optional().or(z.literal("").transform(() => undefined)),
  name: z.string().trim().min(1, "Name is required").max(200, "Name is too long"),
  description: z.string().trim().max(5000, "Description is too long").default(""),
  productType: z.enum(PRODUCT_TYPES, "Choose a product type"),
  price: z.string().trim().regex(PRICE_PATTERN, "Price is required (a number with at most two decimals)"),
  isActive: checkbox,
  imageUrl: z
    .string()
    .trim()
    .regex(IMAGE_URL_PATTERN, "Upload the image again")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** A workbook's uploaded document (its storage key); checked against the product on save. */
  filePath: z
    .string()
    .max(500)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  opensAt: opensAtSchema.optional().or(z.literal("").transform(() => undefined)),
});

const productToggleSchema = z.object({
  intent: z.literal("product.toggle"),
  id,
  isActive: checkbox,
});

const productDeleteSchema = z.object({ intent: z.literal("product.delete"), id });

export const chapterFormSchema = z.object({
  intent: z.literal("chapter.create"),
  productId: id,
  title: z.string().trim().min(1, "Title is required").max(300, "Title is too long"),
  chapterNumber: z.coerce
    .number("Chapter number must be a whole number")
    .int("Chapter number must be a whole number")
    .min(1)
    .max(10_000),
  duration: z.coerce
    .number("Duration must be whole seconds")
    .int("Duration must be whole seconds")
    .min(0)
    .max(1_000_000),
  filePath: z.string().min(1, "Upload the audio file first").max(500),
});

const chapterDeleteSchema = z.object({ intent: z.literal("chapter.delete"), id });

/** The Chapters tab's edit form: rename, move (a position among the product's chapters), replace the file. */
export const chapterEditSchema = z.object({
  intent: z.literal("chapter.update"),
  id,
  title: chapterFormSchema.shape.title,
  position: z.coerce
    .number("Position must be a whole number")
    .int("Position must be a whole number")
    .min(1, "Position must be 1 or more")
    .max(10_000, "Position must be 10000 or less"),
  /** A replacement file's storage key; empty keeps the current file. */
  filePath: z
    .string()
    .max(500)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** An account on the Users tab: Better Auth's ids (UUIDs here) are letters, digits and dashes. */
const userId = z.string().regex(/^[\w-]{1,100}$/, "Choose an account");
const userRoleSchema = z.object({ intent: z.enum(["user.promote", "user.demote"]), id: userId });
const userRemoveSchema = z.object({ intent: z.enum(["user.anonymise", "user.delete"]), id: userId });

const accessGrantSchema = z.object({
  intent: z.literal("access.grant"),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter the user's email")),
  productId: id,
});

const accessRevokeSchema = z.object({ intent: z.literal("access.revoke"), id });
/** The grant's buyer's private podcast feed of its product: the old link answers 410. */
const feedResetSchema = z.object({ intent: z.literal("feed.reset"), id });

const emailRetrySchema = z.object({ intent: z.literal("email.retry"), id });

/** A file a form uploaded and then did not save (dialog cancelled, file replaced, page left). */
export const uploadDiscardSchema = z.object({
  intent: z.literal("upload.discard"),
  upload: z
    .string()
    .max(500)
    .transform((upload, ctx) => {
      const key = uploadedStorageKey(upload);
      if (!key) ctx.addIssue({ code: "custom", message: "Not an uploaded file" });
      return key ?? "";
    }),
});

/** The Orders tab's Replay: a "needs attention" order granted again through the Offers tab as saved now. */
const orderReplaySchema = z.object({
  intent: z.literal("order.replay"),
  orderId: z.string().trim().min(1, "Choose an order").max(200, "Choose an order"),
});

const dataEraseSchema = z.object({ intent: z.literal("data.erase"), email: dataRequestEmail });
/**
 * The Orders tab's "Mark as shipped": the carrier and a tracking number of
 * that carrier's form; "Other" also needs the https page that tracks it.
 */
const orderShipSchema = z
  .object({
    intent: z.literal("order.ship"),
    orderId: z.string().trim().min(1, "Choose an order").max(200, "Choose an order"),
    carrier: z.enum(CARRIERS, "Choose the carrier"),
    trackingNumber: z
      .string("Enter the tracking number")
      .trim()
      .min(1, "Enter the tracking number")
      .max(60, "The tracking number is too long"),
    trackingPage: z.string().trim().max(500, "The tracking page address is too long").default(""),
  })
  .superRefine((form, ctx) => {
    if (!isTrackingNumber(form.carrier, form.trackingNumber))
      ctx.addIssue({
        code: "custom",
        path: ["trackingNumber"],
        message: `That is not a ${CARRIER_LABELS[form.carrier]} tracking number`,
      });
    if (form.carrier === "other" && !trackingUrlOf("other", form.trackingNumber, form.trackingPage))
      ctx.addIssue({
        code: "custom",
        path: ["trackingPage"],
        message: "Give the https:// page where the buyer can track the parcel",
      });
  });

/**
 * The Offers tab's "New coupon": its code, percent or amount off (exactly
 * one), the offers it discounts (one checkbox each), and optionally the
 * last day it works (through the end of that day, UTC) and how many orders
 * may use it.
 */
export const COUPON_FIELD_LABELS = {
  code: "Coupon code",
  percentOff: "Percent off",
  amountOff: "Amount off",
  expiresOn: "Last day",
  maxRedemptions: "Maximum uses",
} as const;
const C = COUPON_FIELD_LABELS;
const couponOfferFields = Object.fromEntries(COUPON_OFFERS.map((offerId) => [`offer.${offerId}`, checkbox])) as Record<
  `offer.${(typeof COUPON_OFFERS)[number]}`,
  typeof checkbox
>;
/** A whole number the owner may leave empty. */
const optionalWhole = (label: string, max: number) =>
  z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= max), {
      message: `${label} is a whole number from 1 to ${max}`,
    })
    .transform((value) => (value === "" ? null : Number(value)));
const couponCreateSchema = z
  .object({
    intent: z.literal("coupon.create"),
    code: z
      .string(`Enter the ${C.code.toLowerCase()}`)
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE, `The ${C.code.toLowerCase()} is 3 to 40 letters, digits, - or _`),
    percentOff: optionalWhole(C.percentOff, 100),
    amountOff: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || PRICE_PATTERN.test(value.replace(/^\$/, "")), {
        message: `${C.amountOff} is an amount in dollars, like 5 or 4.99`,
      })
      .transform((value) => (value === "" ? null : Math.round(Number(value.replace(/^\$/, "")) * 100))),
    ...couponOfferFields,
    expiresOn: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), `${C.expiresOn} is a date`),
    maxRedemptions: optionalWhole(C.maxRedemptions, 1_000_000),
  })
  .superRefine((form, ctx) => {
    if ((form.percentOff === null) === (form.amountOff === null))
      ctx.addIssue({
        code: "custom",
        path: ["percentOff"],
        message: `Give a ${C.percentOff.toLowerCase()} or an ${C.amountOff.toLowerCase()}, not both`,
      });
    if (form.amountOff === 0)
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: `${C.amountOff} must be above $0` });
    if (!COUPON_OFFERS.some((offerId) => form[`offer.${offerId}`]))
      ctx.addIssue({ code: "custom", path: ["code"], message: "Choose at least one offer the coupon discounts" });
  })
  .transform((form) => ({
    intent: form.intent,
    code: form.code,
    percentOff: form.percentOff,
    amountOff: form.amountOff,
    offerIds: COUPON_OFFERS.filter((offerId) => form[`offer.${offerId}`]),
    expiresAt: couponExpiry(form.expiresOn),
    maxRedemptions: form.maxRedemptions,
  }));

/** The Offers tab's "Stop" of a coupon. */
const couponStopSchema = z.object({
  intent: z.literal("coupon.stop"),
  code: z.string().trim().toUpperCase().regex(COUPON_CODE, "Choose a coupon"),
});

/** A coupon's last day as the moment it stops: the end of that day, UTC; null without one. */
export function couponExpiry(lastDay: string): Date | null {
  if (!lastDay) return null;
  const end = new Date(`${lastDay}T00:00:00Z`);
  return Number.isNaN(end.getTime()) ? null : new Date(end.getTime() + 24 * 60 * 60 * 1000);
}

export const productForm = defineForm(productFormSchema);
export const productToggleForm = defineForm(productToggleSchema);
export const productDeleteForm = defineForm(productDeleteSchema);
export const chapterForm = defineForm(chapterFormSchema);
export const chapterDeleteForm = defineForm(chapterDeleteSchema);
export const chapterEditForm = defineForm(chapterEditSchema);
export const userRoleForm = defineForm(userRoleSchema);
export const userRemoveForm = defineForm(userRemoveSchema);
export const accessGrantForm = defineForm(accessGrantSchema);
export const accessRevokeForm = defineForm(accessRevokeSchema);
export const feedResetForm = defineForm(feedResetSchema);
export const emailRetryForm = defineForm(emailRetrySchema);
export const orderReplayForm = defineForm(orderReplaySchema);
export const dataEraseForm = defineForm(dataEraseSchema);
export const orderShipForm = defineForm(orderShipSchema);
export const couponCreateForm = defineForm(couponCreateSchema);
export const couponStopForm = defineForm(couponStopSchema);

const adminActionSchema = z.discriminatedUnion("intent", [
  productFormSchema,
  productToggleSchema,
  productDeleteSchema,
  chapterFormSchema,
  chapterDeleteSchema,
  chapterEditSchema,
  accessGrantSchema,
  accessRevokeSchema,
  feedResetSchema,
  emailRetrySchema,
  uploadDiscardSchema,
  orderReplaySchema,
  orderShipSchema,
  userRoleSchema,
  userRemoveSchema,
  dataEraseSchema,
  couponCreateSchema,
  couponStopSchema,
]);

/** Every action but the Site and Offers tabs' saves, checked as one form on the server. */
export const adminActionForm = defineForm(adminActionSchema);
export type AdminAction = z.infer<typeof adminActionSchema>;
type AdminIntent = AdminAction["intent"];
/** Every intent a form of the admin posts: the actions above, and the Site and Offers tabs' saves. */
export type AdminFormIntent =
  | AdminIntent
  | z.input<(typeof siteForm | typeof offerForm)["schema"]>["intent"]
  | "copy.save"
  | "proof.save"
  | "legal.save"
  | "history.restore";
