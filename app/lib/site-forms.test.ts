import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import type { FormCheck } from "./forms";
import {
  altTextProblem,
  isHttpsUrl,
  MAX_REVIEWS,
  offerForm,
  offerFormSchema,
  siteForm,
  siteFormSchema,
  siteFormValues,
} from "./site-forms";

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

  it("completes every address typed without https://, and never throws on one that is no URL", () => {
    const parsed = siteFormSchema.parse(
      siteInput({
        siteUrl: "rerouted-book.com",
        "social.instagram": "instagram.com/graceauthor",
        "journeyLinks.coaching": "  cal.grace-author.org/coaching ",
      }),
    );
    expect(parsed.siteUrl).toBe("https://rerouted-book.com");
    expect(parsed.social.instagram).toBe("https://instagram.com/graceauthor");
    expect(parsed.journeyLinks.coaching).toBe("https://cal.grace-author.org/coaching");
    // Once the cause of a 500: the site address check read a value that was no URL.
    for (const siteUrl of ["rerouted book", "https://", "::", "localhost"]) {
      expect(errorsOf(siteForm.check(siteInput({ siteUrl }))).siteUrl, siteUrl).toBe(
        "Site URL must be an https:// address",
      );
    }
  });

  it("leaves social links optional: an empty one is stored empty", () => {
    const parsed = siteFormSchema.parse(siteInput({ "social.facebook": "", "social.linkedin": "   " }));
    expect(parsed.social).toEqual({
      facebook: "",
      instagram: "https://www.instagram.com/",
      youtube: "https://www.youtube.com/",
      linkedin: "",
    });
    const { "social.youtube": _, ...withoutYoutube } = siteInput();
    expect(siteFormSchema.parse(withoutYoutube).social.youtube).toBe("");
  });

  it("takes YouTube, Vimeo and Loom videos and uploads, keeps the shipped placeholder, and refuses a word", () => {
    const parsed = siteFormSchema.parse(
      siteInput({
        "videos.bookTrailer": "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
        "videos.program": "/media/site-videos/1712345678-program.mp4",
      }),
    );
    expect(parsed.videos).toEqual({
      bookTrailer: "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
      program: "/media/site-videos/1712345678-program.mp4",
      thankYou: "VIDEO_ID_SERIES_PREVIEW",
      orderComplete: "VIDEO_ID_WELCOME",
    });
    expect(
      errorsOf(siteForm.check(siteInput({ "videos.program": "trailer", "videos.thankYou": "VIDEO_ID_PROGRAM" }))),
    ).toEqual({
      "videos.program":
        'Program video: "trailer" is not a YouTube, Vimeo or Loom video id. Paste the video\'s link, or upload the file',
      "videos.thankYou":
        'Thank-you preview video: "VIDEO_ID_PROGRAM" is not a YouTube, Vimeo or Loom video id. Paste the video\'s link, or upload the file',
    });
  });

  it("sends every typed value back with a refusal, so the form shows them again", () => {
    const typed = siteInput({ authorName: "Grace Mensah", siteUrl: "http://grace-author.org" });
    const checked = siteForm.check(typed);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.reply.values).toEqual(typed);
    expect(checked.reply.values.authorName).toBe("Grace Mensah");
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

const upload = (name: string) => `/media/site/1712345678-${name}-800x1000.webp`;

describe("altTextProblem", () => {
  it("asks the owner to describe an image of their own, never the shipped placeholder", () => {
    const cover = { label: "Book cover alt text", shipped: "/images/marketing/book-cover.svg" };
    expect(altTextProblem({ ...cover, url: cover.shipped, alt: "" })).toBeNull();
    expect(altTextProblem({ ...cover, url: upload("cover"), alt: "The cover: a gold road" })).toBeNull();
    expect(altTextProblem({ ...cover, url: upload("cover"), alt: "" })).toBe(
      "Book cover alt text is required: describe the image for readers who cannot see it",
    );
    expect(altTextProblem({ ...cover, url: upload("cover"), alt: "   " })).not.toBeNull();
  });
});

describe("the Site tab's images and files", () => {
  it("refuses the owner's cover, photo and share card without alt text, each named at its field", () => {
    const checked = siteForm.check(
      siteInput({
        authorPhoto: upload("grace"),
        bookCover: upload("cover"),
        shareCard: "/media/site/1712345678-card-1200x630.jpg",
      }),
    );
    expect(errorsOf(checked)).toEqual({
      authorPhotoAlt: "Author photo alt text is required: describe the image for readers who cannot see it",
      bookCoverAlt: "Book cover alt text is required: describe the image for readers who cannot see it",
      shareCardAlt: "Share card alt text is required: describe the image for readers who cannot see it",
    });
  });

  it("stores the alt texts, posters, share card and free chapter the owner uploaded", () => {
    const parsed = siteFormSchema.parse(
      siteInput({
        bookCover: upload("cover"),
        bookCoverAlt: " The cover of Rerouted: a gold road at night ",
        "posters.program": "/media/site/1712345678-still-1280x720.webp",
        shareCard: "/media/site/1712345678-card-1200x630.jpg",
        shareCardAlt: "Grace Mensah holding Rerouted",
        leadMagnetPdf: "/media/site/1712345678-chapter-1.pdf",
      }),
    );
    expect(parsed.bookCoverAlt).toBe("The cover of Rerouted: a gold road at night");
    expect(parsed.posters).toEqual({
      bookTrailer: "/images/marketing/book-trailer.svg",
      program: "/media/site/1712345678-still-1280x720.webp",
      thankYou: "/images/funnel/series-video.svg",
      orderComplete: "/images/funnel/welcome-video.svg",
    });
    expect(parsed.shareCard).toBe("/media/site/1712345678-card-1200x630.jpg");
    expect(parsed.leadMagnetPdf).toBe("/media/site/1712345678-chapter-1.pdf");
  });

  it("takes only a 1200 x 630 JPEG upload as the share card, and only an uploaded PDF as the free chapter", () => {
    const checked = siteForm.check(
      siteInput({
        shareCard: upload("card"),
        shareCardAlt: "A card",
        leadMagnetPdf: "https://files.example.com/rerouted-chapter-1.pdf",
        "posters.thankYou": "/media/site/1712345678-x.pdf",
      }),
    );
    expect(errorsOf(checked)).toEqual({
      shareCard: "Upload the share card again",
      leadMagnetPdf: "Upload the free chapter PDF again",
      "posters.thankYou": "Upload the thank-you video poster again",
    });
  });

  it("ships no reviews, keeps the rows in the order posted, drops empty ones, and needs each caption", () => {
    expect(DEFAULT_SITE_SETTINGS.reviews).toEqual([]);
    expect(MAX_REVIEWS).toBe(9);
    const parsed = siteFormSchema.parse(
      siteInput({
        "reviews.0.image": upload("second"),
        "reviews.0.caption": "Five stars from Ruth: I read it twice.",
        "reviews.1.image": "",
        "reviews.1.caption": "",
        "reviews.2.image": upload("first"),
        "reviews.2.caption": "Four stars from Sam",
      }),
    );
    expect(parsed.reviews).toEqual([
      { image: upload("second"), caption: "Five stars from Ruth: I read it twice." },
      { image: upload("first"), caption: "Four stars from Sam" },
    ]);
    expect(
      errorsOf(
        siteForm.check(
          siteInput({ "reviews.0.image": upload("a"), "reviews.0.caption": " ", "reviews.1.caption": "Orphan" }),
        ),
      ),
    ).toEqual({
      "reviews.0.caption": "Review caption 1 is required: it is read to readers who cannot see the image",
      "reviews.1.image": "Upload review image 2, or remove the review",
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
        ships: false,
        shipsTo: [],
        shippingRate: undefined,
      },
    });
  });

  it("reads the shipping: the box, the countries as codes and the charge with its name", () => {
    const parsed = offerFormSchema.parse(
      offerInput({ ships: "on", shipsTo: "us, ca GB", shippingRate: "$4.99", shippingRateName: "Standard shipping" }),
    );
    expect(parsed.offer).toMatchObject({
      ships: true,
      shipsTo: ["US", "CA", "GB"],
      shippingRate: { amount: 4.99, name: "Standard shipping" },
    });
    expect(errorsOf(offerForm.check(offerInput({ ships: "on", shipsTo: "" }))).shipsTo).toBe(
      "Name at least one country it ships to",
    );
    expect(errorsOf(offerForm.check(offerInput({ ships: "on", shipsTo: "USA, XX" }))).shipsTo).toBe(
      "Not a country code Stripe ships to: USA, XX (use two letters, like US, CA, GB)",
    );
    expect(
      errorsOf(offerForm.check(offerInput({ ships: "on", shipsTo: "US", shippingRate: "5" }))).shippingRateName,
    ).toBe("Shipping charge name is required with a charge (e.g. Standard shipping)");
  });

  it("reads a price typed with its dollar sign or a decimal comma", () => {
    for (const [price, dollars] of [
      ["$14.99", 14.99],
      ["14,99", 14.99],
      [" $1,499.00 ", 1499],
    ] as const) {
      expect(offerFormSchema.parse(offerInput({ price, compareAt: "$2,000" })).offer, price).toMatchObject({
        price: dollars,
        compareAt: 2000,
      });
    }
    expect(errorsOf(offerForm.check(offerInput({ price: "€14,99" }))).price).toBe(
      'Price is in US dollars: type the amount without "€"',
    );
    expect(offerFormSchema.parse(offerInput({ compareAt: "  " })).offer.compareAt).toBeUndefined();
    expect(errorsOf(offerForm.check(offerInput({ compareAt: "abc" }))).compareAt).toBe(
      "Compare-at price must be a positive amount with at most 2 decimals",
    );
  });

  it("completes a checkout link typed without https://", () => {
    expect(offerFormSchema.parse(offerInput({ cartUrl: "pay.grace-author.org/bundle" })).offer.cartUrl).toBe(
      "https://pay.grace-author.org/bundle",
    );
  });

  it("sends every typed value back with a refusal, with the offer it belongs to", () => {
    const checked = offerForm.check(offerInput({ price: "free", cartUrl: "pay.grace-author.org/b" }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.reply.values).toEqual({
      intent: "offer.save",
      offerId: "book-bundle",
      price: "free",
      compareAt: "",
      cartUrl: "pay.grace-author.org/b",
      provider: "link",
      stripePriceId: "",
      thrivecartProductId: "",
      grants: "",
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
