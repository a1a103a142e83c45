import { describe, expect, it } from "vitest";
import { BOOK_IMAGES } from "~/content/images";
import { DEFAULT_OFFERS } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import { siteContentOfMatches } from "./public-site-content";
import { cartOrigins, mergeSiteContent, publicSiteContent, resolveSite, videoOrigins } from "./site-content";

describe("mergeSiteContent", () => {
  it("puts saved values over the seeds and keeps seeds for what was never saved", () => {
    const content = mergeSiteContent({
      settings: { authorName: "Grace Mensah" },
      offers: { "book-bundle": { price: 29.5 }, "not-an-offer": { price: 1 } },
    });
    expect(content.settings.authorName).toBe("Grace Mensah");
    expect(content.settings.supportEmail).toBe(DEFAULT_SITE_SETTINGS.supportEmail);
    expect(content.offers["book-bundle"]).toMatchObject({ id: "book-bundle", label: "Bundle", price: 29.5 });
    expect(content.offers["book-digital"]).toEqual(DEFAULT_OFFERS["book-digital"]);
    expect(Object.keys(content.offers)).not.toContain("not-an-offer");
  });

  it("loads settings saved before the business name and postal address existed, with both empty", () => {
    const { businessName: _name, postalAddress: _address, ...older } = DEFAULT_SITE_SETTINGS;
    const content = mergeSiteContent({ settings: { ...older, authorName: "Grace Mensah" } });
    expect(content.settings).toMatchObject({ authorName: "Grace Mensah", businessName: "", postalAddress: "" });
    expect(content.legal).toEqual({});
  });

  it("never lets a saved row rename an offer", () => {
    const content = mergeSiteContent({ offers: { "book-bundle": { label: "Free", id: "x" } as never } });
    expect(content.offers["book-bundle"]).toMatchObject({ id: "book-bundle", label: "Bundle" });
  });
});

describe("resolveSite", () => {
  it("gives uploads their true size and AVIF twin, and videos their player URL", () => {
    const site = resolveSite({
      ...DEFAULT_SITE_SETTINGS,
      authorName: "Grace",
      authorBio: "One.\n\n\nTwo.\r\n",
      authorPhoto: "/media/site/1712345678-grace-640x800.webp",
      videos: { ...DEFAULT_SITE_SETTINGS.videos, bookTrailer: "https://youtu.be/dQw4w9WgXcQ" },
    });
    expect(site.authorPhoto).toEqual({
      src: "/media/site/1712345678-grace-640x800.webp",
      avif: "/media/site/1712345678-grace-640x800.avif",
      width: 640,
      height: 800,
      alt: "Portrait of Grace",
    });
    expect(site.bookCover).toEqual(BOOK_IMAGES.cover);
    expect(site.authorBio).toEqual(["One.", "Two."]);
    expect(site.videos.bookTrailer).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });
});

describe("cartOrigins", () => {
  it("lists the checkout origin of each offer sold through ThriveCart once, and no plain link's", () => {
    const thriveCart = (cartUrl: string) => ({ provider: "thrivecart" as const, cartUrl });
    const offers = {
      ...DEFAULT_OFFERS,
      "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], ...thriveCart("https://grace.thrivecart.com/bundle/") },
      "book-digital": { ...DEFAULT_OFFERS["book-digital"], ...thriveCart("https://grace.thrivecart.com/ebook/") },
      "book-paperback": { ...DEFAULT_OFFERS["book-paperback"], cartUrl: "https://pay.grace-author.org/book" },
    };
    expect(cartOrigins(offers)).toEqual(["https://grace.thrivecart.com"]);
    expect(cartOrigins(DEFAULT_OFFERS)).toEqual([]);
  });
});

describe("videoOrigins", () => {
  it("names the player of each video the pages embed, the shipped placeholders' included", () => {
    expect(videoOrigins(DEFAULT_SITE_SETTINGS)).toEqual(["https://www.youtube-nocookie.com"]);
    const videos = { ...DEFAULT_SITE_SETTINGS.videos, bookTrailer: "dQw4w9WgXcQ", program: "76979871" };
    expect(videoOrigins({ ...DEFAULT_SITE_SETTINGS, videos })).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
  });

  it("names Loom's player, and nothing for a video the site serves itself", () => {
    const videos = {
      bookTrailer: "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
      program: "/media/site-videos/1712345678-program.mp4",
      thankYou: "/media/site-videos/1712345678-preview.webm",
      orderComplete: "/media/site-videos/1712345678-welcome.mp4",
    };
    expect(videoOrigins({ ...DEFAULT_SITE_SETTINGS, videos })).toEqual(["https://www.loom.com"]);
    expect(resolveSite({ ...DEFAULT_SITE_SETTINGS, videos }).videos).toEqual({
      bookTrailer: "https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184",
      program: "/media/site-videos/1712345678-program.mp4",
      thankYou: "/media/site-videos/1712345678-preview.webm",
      orderComplete: "/media/site-videos/1712345678-welcome.mp4",
    });
  });
});

describe("siteContentOfMatches", () => {
  it("finds the root loader's content, resolved for the pages, or nothing without it", () => {
    const saved = publicSiteContent(mergeSiteContent({ settings: { authorName: "Grace" } }));
    expect(saved.site.authorName).toBe("Grace");
    expect(siteContentOfMatches([{ id: "root", data: { site: saved } }, { id: "routes/book" }])).toBe(saved);
    expect(siteContentOfMatches([undefined])).toBeNull();
  });
});
