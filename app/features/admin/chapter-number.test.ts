import { describe, expect, it } from "vitest";
import { nextChapterNumber } from "./chapter-number";

describe("nextChapterNumber", () => {
  const chapters = [
    { productId: "a", chapterNumber: 1 },
    { productId: "a", chapterNumber: 7 },
    { productId: "b", chapterNumber: 12 },
  ];
  it("follows the product's highest chapter, ignoring other products", () => {
    expect(nextChapterNumber(chapters, "a")).toBe(8);
    expect(nextChapterNumber(chapters, "b")).toBe(13);
  });
  it("starts at 1", () => {
    expect(nextChapterNumber(chapters, "c")).toBe(1);
  });
});
