import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import { fieldErrorsOf } from "./form-reply";
import { isHttpsUrl, offerFormSchema, siteFormSchema, siteFormValues } from "./site-forms";

const siteForm = (changes: Record<string, string> = {}) => ({
  intent: "site.save",
  ...siteFormValues(DEFAULT_SITE_SETTINGS),
  ...changes,
});

const offerForm = (changes: Record<string, string> = {}) => ({
  intent: "offer.save",
  offerId: "book-bundle",
  price: "24.99",
  compareAt: "",
  cartUrl: "https://pay.grace-author.org/bundle",
  provider: "link",
  stripePriceId: "",
  thrivecartProductId: "",
  grants: "",
  ...changes,
});

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe("isHttpsUrl", () => {
  it("accepts https addresses only", () => {
    expect(isHttpsUrl("https://www.grace-author.org/x")).toBe(true);
    expect(isHttpsUrl("http://www.grace-author.org")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("https://localhost")).toBe(false);
    expect(isHttpsUrl("https://user:pw@grace-author.org")).toBe(false);
    expect(isHttpsUrl("grace-author.org")).toBe(false);
  });
});

describe("siteFormSchema", () => {
  it("round-trips the shipped settings", () => {
    const parsed = siteFormSchema.safeParse(siteForm());
    expect(parsed.success && parsed.data).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("normalises the support email and the site address", () => {
    const parsed = siteFormSchema.parse(
      siteForm({ supportEmail: " Hello@Grace-Author.ORG ", siteUrl: "https://www.grace-author.org/" }),
    );
    expect(parsed.supportEmail).toBe("hello@grace-author.org");
    expect(parsed.siteUrl).toBe("https://www.grace-author.org");
  });

  it("names each bad field with its label", () => {
    const result = siteFormSchema.safeParse(
      siteForm({
        siteUrl: "https://www.grace-author.org/about",
        "social.youtube": "http://youtube.com/@grace",
        "reviews.1.image": "/etc/passwd",
      }),
    );
    expect(errorsOf(result)).toEqual({
      siteUrl: "Site URL must be the site's address only, like https://www.example.org",
      "social.youtube": "YouTube must be an https:// address",
      "reviews.1.image": "Upload the review image 2 again",
    });
  });
});

describe("offerFormSchema", () => {
  it("accepts a valid offer and stores numbers and product ids", () => {
    const id = "0b6f8f2e-8f7a-4f3e-9a55-0a8f5d1c2b3e";
    const parsed = offerFormSchema.parse(offerForm({ price: "29.5", compareAt: "39", grants: `${id},${id}` }));
    expect(parsed).toEqual({
      offerId: "book-bundle",
      offer: {
        price: 29.5,
        compareAt: 39,
        cartUrl: "https://pay.grace-author.org/bundle",
        provider: "link",
        stripePriceId: "",
        thrivecartProductId: "",
        grants: [id],
      },
    });
  });

  it("wants a positive price with at most two decimals", () => {
    for (const price of ["0", "0.00", "-1", "1.999", "abc", "", "1e3", "123456789"]) {
      expect(errorsOf(offerFormSchema.safeParse(offerForm({ price }))).price, price).toBe(
        "Price must be a positive amount with at most 2 decimals",
      );
    }
    expect(offerFormSchema.safeParse(offerForm({ price: "0.01" })).success).toBe(true);
  });

  it("wants the compare-at price above the price", () => {
    expect(errorsOf(offerFormSchema.safeParse(offerForm({ compareAt: "24.99" }))).compareAt).toBe(
      "Compare-at price must be above the price",
    );
    expect(offerFormSchema.safeParse(offerForm({ compareAt: "25" })).success).toBe(true);
  });

  it("wants an https checkout link and the id its provider needs", () => {
    expect(errorsOf(offerFormSchema.safeParse(offerForm({ cartUrl: "http://pay.grace-author.org" }))).cartUrl).toBe(
      "Checkout link must be an https:// address",
    );
    expect(errorsOf(offerFormSchema.safeParse(offerForm({ provider: "stripe" }))).stripePriceId).toBe(
      "Stripe price ID is required for Stripe",
    );
    expect(errorsOf(offerFormSchema.safeParse(offerForm({ provider: "thrivecart" }))).thrivecartProductId).toBe(
      "ThriveCart product ID is required for ThriveCart",
    );
    expect(errorsOf(offerFormSchema.safeParse(offerForm({ provider: "paypal" }))).provider).toBe(
      "Choose a checkout provider",
    );
  });
});
