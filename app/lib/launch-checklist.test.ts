import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import {
  emptySectionItems,
  isExampleAddress,
  launchChecklist,
  orderAnchor,
  ordersNeedingAttentionItems,
} from "./launch-checklist";
import { mergeSiteContent } from "./site-content";

const upload = (name: string) => `/media/site/1712345678-${name}-800x1000.webp`;

describe("launchChecklist", () => {
  it("lists every placeholder of a fresh install, each linking to its field", () => {
    const items = launchChecklist(mergeSiteContent({}));
    // Author name, photo, cover, support email, site URL, business name, postal address,
    // 4 social links, 3 landing links, 4 videos, 4 posters, the share card, the free chapter PDF,
    // the 12 offers' checkout links and the 4 legal pages. No review image: none ship.
    expect(items).toHaveLength(40);
    expect(items).toContainEqual({
      field: "postalAddress",
      label: "Postal address",
      href: "/admin?tab=site#postalAddress",
    });
    expect(items.slice(-4)).toEqual([
      {
        field: "legal.privacy",
        label: "Privacy Policy: not reviewed",
        href: "/admin?tab=legal&page=privacy#legal-text",
      },
      { field: "legal.terms", label: "Terms of Service: not reviewed", href: "/admin?tab=legal&page=terms#legal-text" },
      { field: "legal.refund", label: "Refund Policy: not reviewed", href: "/admin?tab=legal&page=refund#legal-text" },
      { field: "legal.sms", label: "SMS Terms: not reviewed", href: "/admin?tab=legal&page=sms#legal-text" },
    ]);
    expect(items[0]).toEqual({ field: "authorName", label: "Author name", href: "/admin?tab=site#authorName" });
    expect(items).toContainEqual({
      field: "book-bundle.cartUrl",
      label: "Checkout link: Bundle (Book page)",
      href: "/admin?tab=offers#book-bundle.cartUrl",
    });
    expect(items).toContainEqual({
      field: "videos.program",
      label: "Program video",
      href: "/admin?tab=site#videos.program",
    });
  });

  it("drops the items the owner replaced", () => {
    const offers = Object.fromEntries(
      OFFER_IDS.map((id) => [id, { ...DEFAULT_OFFERS[id], cartUrl: `https://pay.grace-author.org/${id}` }]),
    ) as typeof DEFAULT_OFFERS;
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      authorName: "Grace Mensah",
      authorPhoto: upload("grace"),
      bookCover: upload("cover"),
      supportEmail: "hello@grace-author.org",
      siteUrl: "https://www.grace-author.org",
      social: {
        facebook: "https://www.facebook.com/graceauthor",
        instagram: "https://www.instagram.com/graceauthor",
        youtube: "https://www.youtube.com/@graceauthor",
        linkedin: "https://www.linkedin.com/in/graceauthor",
      },
      journeyLinks: {
        foundations: "https://learn.grace-author.org",
        community: "https://community.grace-author.org",
        coaching: "https://cal.grace-author.org",
      },
      videos: { bookTrailer: "dQw4w9WgXcQ", program: "76979871", thankYou: "aqz-KE-bpKQ", orderComplete: "22439234" },
      authorPhotoAlt: "Grace Mensah smiling",
      bookCoverAlt: "The cover of Rerouted",
      posters: {
        bookTrailer: upload("trailer"),
        program: upload("program"),
        thankYou: upload("series"),
        orderComplete: upload("welcome"),
      },
      shareCard: "/media/site/1712345678-card-1200x630.jpg",
      shareCardAlt: "Rerouted by Grace Mensah",
      reviews: [],
      leadMagnetPdf: "/media/site/1712345678-chapter-1.pdf",
      businessName: "Grace Mensah Books LLC",
      postalAddress: "PO Box 12\nNashville, TN 37201",
    };
    const reviewed = { text: "Our policy.", reviewedAt: "2026-11-28T12:00:00.000Z" };
    const legal = { privacy: reviewed, terms: reviewed, refund: reviewed, sms: reviewed };
    expect(launchChecklist({ settings, offers, legal })).toEqual([]);
    expect(
      launchChecklist({ settings: { ...settings, authorName: "Your Name" }, offers, legal }).map((i) => i.field),
    ).toEqual(["authorName"]);
    expect(
      launchChecklist({
        settings: { ...settings, postalAddress: "  " },
        offers,
        legal: { ...legal, sms: undefined },
      }).map((i) => i.field),
    ).toEqual(["postalAddress", "legal.sms"]);
    expect(
      launchChecklist({
        settings: { ...settings, social: { ...settings.social, linkedin: "https://www.linkedin.com/" } },
        offers,
        legal,
      }).map((i) => i.field),
    ).toEqual(["social.linkedin"]);
    // An empty link is no placeholder: the site just shows no link to that network.
    expect(
      launchChecklist({
        settings: { ...settings, social: { ...settings.social, linkedin: "", facebook: "" } },
        offers,
        legal,
      }),
    ).toEqual([]);
  });
});

describe("launchChecklist: images and files", () => {
  const fresh = launchChecklist(mergeSiteContent({}));
  it("lists the shipped share card, each video's shipped poster and the missing free chapter PDF", () => {
    expect(fresh).toContainEqual({ field: "shareCard", label: "Share card", href: "/admin?tab=site#shareCard" });
    for (const [field, label] of [
      ["posters.bookTrailer", "Book trailer poster"],
      ["posters.program", "Program video poster"],
      ["posters.thankYou", "Thank-you video poster"],
      ["posters.orderComplete", "Order complete video poster"],
    ]) {
      expect(fresh).toContainEqual({ field, label, href: `/admin?tab=site#${field}` });
    }
    expect(fresh).toContainEqual({
      field: "leadMagnetPdf",
      label: "No free chapter PDF uploaded",
      href: "/admin?tab=site#leadMagnetPdf",
    });
    expect(fresh.map((item) => item.field)).not.toContain("shareCardAlt");
  });

  it("asks for the alt text of an owner's image saved without one", () => {
    const { settings, offers } = mergeSiteContent({
      settings: { bookCover: upload("cover"), shareCard: "/media/site/1-card-1200x630.jpg" },
    });
    const fields = launchChecklist({ settings, offers, legal: {} }).map((item) => item.field);
    expect(fields).toContain("bookCoverAlt");
    expect(fields).toContain("shareCardAlt");
    expect(fields).not.toContain("authorPhotoAlt");
    expect(fields).not.toContain("shareCard");
    const described = { ...settings, bookCoverAlt: "The cover", shareCardAlt: "The card" };
    const after = launchChecklist({ settings: described, offers, legal: {} }).map((item) => item.field);
    expect(after).not.toContain("bookCoverAlt");
    expect(after).not.toContain("shareCardAlt");
  });
});

describe("isExampleAddress", () => {
  it("matches example.com and its subdomains in links and emails only", () => {
    expect(isExampleAddress("https://cart.example.com/rerouted/bundle")).toBe(true);
    expect(isExampleAddress("support@example.com")).toBe(true);
    expect(isExampleAddress("https://www.example.org")).toBe(false);
    expect(isExampleAddress("https://notexample.com")).toBe(false);
    expect(isExampleAddress("hello@grace-author.org")).toBe(false);
  });
});

describe("ordersNeedingAttentionItems", () => {
  it("lists each order that needs attention, linking to its row in the Orders tab", () => {
    expect(ordersNeedingAttentionItems([{ orderId: "tc_1007050", email: "cara@example.com" }])).toEqual([
      {
        field: "order-tc_1007050",
        label: "Order tc_1007050 (cara@example.com) needs attention",
        href: "/admin?tab=orders#order-tc_1007050",
      },
    ]);
    expect(ordersNeedingAttentionItems([])).toEqual([]);
  });

  it("anchors each order's row by a safe form of its id", () => {
    expect(orderAnchor("tc_1007038")).toBe("order-tc_1007038");
    expect(orderAnchor("cs_test_a1/b2")).toBe("order-cs_test_a1_b2");
  });
});

describe("emptySectionItems", () => {
  const quote = { quote: "It helped.", name: "Ann", role: "", rating: 5 };
  it("lists the biography and each page with no testimonial shown, linking to where each is filled", () => {
    expect(emptySectionItems(mergeSiteContent({}))).toEqual([
      { field: "authorBio", label: "About the author (Site tab: Author bio)", href: "/admin?tab=site#authorBio" },
      {
        field: "testimonials-book",
        label: "Book page: reader stories (Social proof tab)",
        href: "/admin?tab=proof#testimonials-book",
      },
      {
        field: "testimonials-program",
        label: "Program page: author stories (Social proof tab)",
        href: "/admin?tab=proof#testimonials-program",
      },
    ]);
  });

  it("counts a testimonial without permission on file as none, and a written biography as filled", () => {
    const items = emptySectionItems({
      settings: { authorBio: "Grace coaches leaders." },
      proof: { testimonials: { book: [{ ...quote, permission: true }], program: [{ ...quote, permission: false }] } },
    });
    expect(items.map((item) => item.field)).toEqual(["testimonials-program"]);
  });
});
