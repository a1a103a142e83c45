import { describe, expect, it } from "vitest";
import { changedPaths, historyFieldLabel, historyTitleOf } from "./history";

describe("changedPaths", () => {
  it("names each field whose value differs, nested fields by their dotted path", () => {
    const before = { authorName: "Your Name", social: { facebook: "a", instagram: "b" }, reviews: [{ caption: "x" }] };
    const after = { authorName: "Grace", social: { facebook: "a", instagram: "c" }, reviews: [{ caption: "y" }] };
    expect(changedPaths(before, after)).toEqual(["authorName", "social.instagram", "reviews"]);
  });

  it("counts every field of a first save, and fields a version no longer has", () => {
    expect(changedPaths(null, { price: 47, grants: [] })).toEqual(["price", "grants"]);
    expect(changedPaths({ price: 47, old: true }, { price: 47 })).toEqual(["old"]);
    expect(changedPaths({ price: 47 }, { price: 47 })).toEqual([]);
  });
});

describe("historyTitleOf and historyFieldLabel", () => {
  it("names the row and the field as the admin's tabs do", () => {
    expect(historyTitleOf("site")).toBe("Site settings");
    expect(historyTitleOf("copy")).toBe("Pages");
    expect(historyTitleOf("offer:visual-series")).toBe("Offer: Visual Transformation Series");
    expect(historyTitleOf("offer:nothing")).toBe("offer:nothing");
    expect(historyFieldLabel("site", "authorName")).toBe("Author name");
    expect(historyFieldLabel("site", "social.facebook")).toBe("Facebook");
    expect(historyFieldLabel("site", "posters.program")).toBe("Program video poster");
    expect(historyFieldLabel("site", "shareCardAlt")).toBe("Share card alt text");
    expect(historyFieldLabel("site", "reviews")).toBe("Review images");
    expect(historyFieldLabel("copy", "landing.hero.headline")).toBe("Home page · Hero · Headline");
    expect(historyFieldLabel("copy", "journeyOffers.1.title")).toBe("Home page · Journey offers · 2 · Title");
    expect(historyFieldLabel("copy", "gone.page.field")).toBe("gone.page.field");
    expect(historyFieldLabel("offer:book-bundle", "price")).toBe("price");
    expect(historyTitleOf("proof")).toBe("Social proof");
    expect(historyFieldLabel("proof", "testimonials.book")).toBe("Book page: reader stories");
    expect(historyFieldLabel("proof", "trialCapacity")).toBe("AI trial spots");
    expect(historyTitleOf("legal")).toBe("Legal pages");
    expect(historyFieldLabel("legal", "refund.text")).toBe("Refund Policy");
    expect(historyFieldLabel("legal", "refund.reviewedAt")).toBe("Refund Policy · reviewed");
    expect(historyFieldLabel("legal", "gone.text")).toBe("gone.text");
  });
});
