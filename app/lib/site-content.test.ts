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

  it("loads settings saved before the image fields existed, and never shows the invented reviews they held", () => {
    const saved = {
      authorName: "Grace Mensah",
      bookCover: "/media/site/1712345678-cover-600x900.webp",
      videos: DEFAULT_SITE_SETTINGS.videos,
      reviews: [
        { image: "/images/marketing/review-1.svg", caption: "Five-star review: I could not put it down." },
        { image: "/media/site/1712345678-ruth-600x420.webp", caption: "Ruth's review" },
        { image: "/images/marketing/review-3.svg", caption: "Five-star review: changed how we pray." },
      ],
    };
    const { settings } = mergeSiteContent({ settings: saved });
    expect(settings.reviews).toEqual([{ image: "/media/site/1712345678-ruth-600x420.webp", caption: "Ruth's review" }]);
    expect(settings.posters).toEqual(DEFAULT_SITE_SETTINGS.posters);
    expect(settings.shareCard).toBe("/images/marketing/share-card.jpg");
    expect(settings.leadMagnetPdf).toBe("");
    // An owner's cover saved without alt text is not described as the shipped cover.
    expect(resolveSite(settings).bookCover.alt).toBe("The cover of Rerouted");
    expect(resolveSite(mergeSiteContent({}).settings).reviews).toEqual([]);
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

  it("describes the owner's images in the owner's words, and offers their posters, share card and PDF", () => {
    const site = resolveSite({
      ...DEFAULT_SITE_SETTINGS,
      bookCover: "/media/site/1712345678-cover-600x900.webp",
      bookCoverAlt: "Rerouted's cover: a road bending toward a sunrise",
      authorPhotoAlt: "Grace on her porch",
      posters: { ...DEFAULT_SITE_SETTINGS.posters, program: "/media/site/1712345678-still-1280x720.webp" },
      shareCard: "/media/site/1712345678-card-1200x630.jpg",
      shareCardAlt: "Grace holding Rerouted",
      leadMagnetPdf: "/media/site/1712345678-chapter-1.pdf",
    });
    expect(site.bookCover.alt).toBe("Rerouted's cover: a road bending toward a sunrise");
    expect(site.authorPhoto.alt).toBe("Grace on her porch");
    expect(site.posters).toEqual({
      bookTrailer: "/images/marketing/book-trailer.svg",
      program: "/media/site/1712345678-still-1280x720.webp",
      thankYou: "/images/funnel/series-video.svg",
      orderComplete: "/images/funnel/welcome-video.svg",
    });
    expect(site.shareCard).toEqual({
      src: "/media/site/1712345678-card-1200x630.jpg",
      width: 1200,
      height: 630,
      alt: "Grace holding Rerouted",
    });
    expect(site.leadMagnetPdf).toBe("/media/site/1712345678-chapter-1.pdf");
  });

  it("keeps the shipped images' own descriptions and offers no PDF on a fresh install", () => {
    const site = resolveSite(DEFAULT_SITE_SETTINGS);
    expect(site.bookCover.alt).toBe("The cover of Rerouted, a winding gold road under a night sky");
    expect(site.shareCard).toEqual(BOOK_IMAGES.shareCard);
    expect(site.leadMagnetPdf).toBeNull();
    expect(
      resolveSite({ ...DEFAULT_SITE_SETTINGS, leadMagnetPdf: "https://files.example.com/x.pdf" }).leadMagnetPdf,
    ).toBeNull();
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
