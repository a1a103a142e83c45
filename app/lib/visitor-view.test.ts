import { describe, expect, it } from "vitest";
import { fixPlaceOf, shippedDefaultsIn, siteFieldCandidates, visitorViewItems } from "./visitor-view";

describe("shippedDefaultsIn", () => {
  it("finds placeholder addresses in links, text and mailto, once each", () => {
    const html = `<a href="https://files.example.com/rerouted-chapter-1.pdf">Download</a>
      <p>Write to support@example.com.</p><a href="mailto:support@example.com">Email</a>
      <a href="https://courses.example.com/rerouted-foundations?ref=home&amp;x=1">Course</a>`;
    expect(shippedDefaultsIn(html)).toEqual([
      { kind: "address", value: "https://files.example.com/rerouted-chapter-1.pdf" },
      { kind: "address", value: "support@example.com" },
      { kind: "address", value: "https://courses.example.com/rerouted-foundations?ref=home&x=1" },
    ]);
  });

  it("finds the shipped placeholder images and video ids, and the placeholder author name shown as text", () => {
    const html = `<img src="/images/marketing/book-cover.svg" alt=""><video poster="/images/funnel/program-video.svg">
      <div data-video="VIDEO_ID_PROGRAM"></div><p>By Your Name</p>`;
    expect(shippedDefaultsIn(html)).toEqual([
      { kind: "image", value: "/images/marketing/book-cover.svg" },
      { kind: "image", value: "/images/funnel/program-video.svg" },
      { kind: "video", value: "VIDEO_ID_PROGRAM" },
      { kind: "name", value: "Your Name" },
    ]);
  });

  it("reads nothing in scripts (hydration data) or styles, and nothing on real hosts or uploads", () => {
    const html = `<script>window.__ctx={"siteUrl":"https://www.example.com","v":"VIDEO_ID_X"}</script>
      <style>.x{background:url(/images/marketing/author.svg)}</style>
      <a href="https://rerouted-book.com/">Home</a><img src="/media/site/cover-600x900.webp">
      <a href="https://www.notexample.com/">Other</a><p>example: a word</p>`;
    expect(shippedDefaultsIn(html)).toEqual([]);
  });

  it("lists an image on a placeholder host once, as its address", () => {
    const html = `<meta property="og:image" content="https://www.example.com/images/marketing/share-card.jpg">`;
    expect(shippedDefaultsIn(html)).toEqual([
      { kind: "address", value: "https://www.example.com/images/marketing/share-card.jpg" },
    ]);
  });
});

describe("fixPlaceOf", () => {
  const candidates = [
    ...siteFieldCandidates(
      { siteUrl: "https://www.example.com", bookCover: "/images/marketing/book-cover.svg", social: { youtube: "" } },
      { siteUrl: "Site URL", bookCover: "Book cover" },
    ),
    { key: "copy:landing", href: "/admin?tab=pages&page=landing", label: "Words of the home page", value: "Hello" },
  ];

  it("links to the field holding the value", () => {
    expect(fixPlaceOf({ kind: "image", value: "/images/marketing/book-cover.svg" }, candidates)).toEqual({
      key: "bookCover",
      href: "/admin?tab=site#bookCover",
      label: "Book cover",
      value: "/images/marketing/book-cover.svg",
    });
  });

  it("takes the longest field a shown address contains", () => {
    const found = { kind: "address", value: "https://www.example.com/images/marketing/book-cover.svg" } as const;
    expect(fixPlaceOf(found, candidates).key).toBe("bookCover");
    expect(fixPlaceOf({ kind: "address", value: "https://www.example.com/book" }, candidates).key).toBe("siteUrl");
  });

  it("links an address quoted in the owner's words to those words", () => {
    expect(fixPlaceOf({ kind: "address", value: "Hello" }, candidates).key).toBe("copy:landing");
    const quoted = [
      { key: "copy:book", href: "/admin?tab=pages&page=book", label: "Words", value: "Write to a@example.org today" },
    ];
    expect(fixPlaceOf({ kind: "address", value: "a@example.org" }, quoted).key).toBe("copy:book");
  });

  it("says a value no field holds is shipped with the site, with no link", () => {
    expect(fixPlaceOf({ kind: "address", value: "https://files.example.com/a.pdf" }, candidates)).toEqual({
      key: "shipped:https://files.example.com/a.pdf",
      href: null,
      label: "A placeholder address shipped with the site",
    });
  });
});

describe("visitorViewItems", () => {
  const views = [
    { name: "Home page (/)", html: `<a href="https://www.example.com/">x</a><img src="/images/marketing/author.svg">` },
    { name: "Book page (/book)", html: `<a href="https://www.example.com/book">x</a>` },
  ];
  const placeOf = (found: { value: string }) =>
    found.value.includes("www.example.com")
      ? { key: "siteUrl", href: "/admin?tab=site#siteUrl", label: "Site URL" }
      : { key: "authorPhoto", href: "/admin?tab=site#authorPhoto", label: "Author photo" };

  it("groups what is shown by the place that fixes it, naming each view", () => {
    expect(visitorViewItems(views, placeOf, new Set())).toEqual([
      {
        field: "seen:siteUrl",
        label:
          "Site URL: https://www.example.com/, https://www.example.com/book, on the Home page (/); Book page (/book)",
        href: "/admin?tab=site#siteUrl",
      },
      {
        field: "seen:authorPhoto",
        label: "Author photo: /images/marketing/author.svg, on the Home page (/)",
        href: "/admin?tab=site#authorPhoto",
      },
    ]);
  });

  it("leaves a place the field checks already list to them", () => {
    expect(visitorViewItems(views, placeOf, new Set(["siteUrl"])).map((item) => item.field)).toEqual([
      "seen:authorPhoto",
    ]);
  });
});
