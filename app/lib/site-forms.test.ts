import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import type { FormCheck } from "./forms";
import { isHttpsUrl, offerForm, offerFormSchema, siteForm, siteFormSchema, siteFormValues } from "./site-forms";

const siteInput = (changes: Record<string, string> = {}) => ({
  intent: "site.save",
  ...siteFormValues(DEFAULT_SITE_SETTINGS),
  ...changes,
});

const offerInput = (changes: Record<string, string> = {}) => ({
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

const errorsOf = (checked: FormCheck<unknown>) => (checked.ok ? {} : checked.reply.fieldErrors);

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
    const parsed = siteFormSchema.safeParse(siteInput());
    expect(parsed.success && parsed.data).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("normalises the support email and the site address", () => {
    const parsed = siteFormSchema.parse(
      siteInput({ supportEmail: " Hello@Grace-Author.ORG ", siteUrl: "https://www.grace-author.org/" }),
    );
    expect(parsed.supportEmail).toBe("hello@grace-author.org");
    expect(parsed.siteUrl).toBe("https://www.grace-author.org");
  });

  it("names each bad field with its label", () => {
    const checked = siteForm.check(
      siteInput({
        siteUrl: "https://www.grace-author.org/about",
        "social.youtube": "http://youtube.com/@grace",
        "reviews.1.image": "/etc/passwd",
      }),
    );
    expect(errorsOf(checked)).toEqual({
      siteUrl: "Site URL must be the site's address only, like https://www.example.org",
      "social.youtube": "YouTube must be an https:// address",
      "reviews.1.image": "Upload the review image 2 again",
    });
  });
});

describe("offerFormSchema", () => {
  it("accepts a valid offer and stores numbers and product ids", () => {
    const id = "0b6f8f2e-8f7a-4f3e-9a55-0a8f5d1c2b3e";
    const parsed = offerFormSchema.parse(offerInput({ price: "29.5", compareAt: "39", grants: `${id},${id}` }));
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
      expect(errorsOf(offerForm.check(offerInput({ price }))).price, price).toBe(
        "Price must be a positive amount with at most 2 decimals",
      );
    }
    expect(offerFormSchema.safeParse(offerInput({ price: "0.01" })).success).toBe(true);
  });

  it("wants the compare-at price above the price", () => {
    expect(errorsOf(offerForm.check(offerInput({ compareAt: "24.99" }))).compareAt).toBe(
      "Compare-at price must be above the price",
    );
    expect(offerFormSchema.safeParse(offerInput({ compareAt: "25" })).success).toBe(true);
  });

  it("wants an https checkout link and the id its provider needs", () => {
    expect(errorsOf(offerForm.check(offerInput({ cartUrl: "http://pay.grace-author.org" }))).cartUrl).toBe(
      "Checkout link must be an https:// address",
    );
    expect(errorsOf(offerForm.check(offerInput({ provider: "stripe" }))).stripePriceId).toBe(
      "Stripe price ID is required for Stripe",
    );
    expect(errorsOf(offerForm.check(offerInput({ provider: "thrivecart" }))).thrivecartProductId).toBe(
      "ThriveCart product ID is required for ThriveCart",
    );
    expect(errorsOf(offerForm.check(offerInput({ provider: "paypal" }))).provider).toBe("Choose a checkout provider");
  });
});
