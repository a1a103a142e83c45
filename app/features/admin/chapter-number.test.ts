import { describe, expect, it } from "vitest";
import { chapterNumbersAfterMove, nextChapterNumber } from "./chapter-number";

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

describe("chapterNumbersAfterMove", () => {
  const chapters = [
    { id: "a", chapterNumber: 1 },
    { id: "b", chapterNumber: 2 },
    { id: "c", chapterNumber: 3 },
    { id: "d", chapterNumber: 4 },
  ];

  it("moves a chapter later, and the ones it passes up by one", () => {
    expect(chapterNumbersAfterMove(chapters, "a", 3)).toEqual([
      { id: "b", chapterNumber: 1 },
      { id: "c", chapterNumber: 2 },
      { id: "a", chapterNumber: 3 },
    ]);
  });

  it("moves a chapter earlier, and the ones it passes down by one", () => {
    expect(chapterNumbersAfterMove(chapters, "d", 2)).toEqual([
      { id: "d", chapterNumber: 2 },
      { id: "b", chapterNumber: 3 },
      { id: "c", chapterNumber: 4 },
    ]);
  });

  it("changes nothing when the chapter stays where it is", () => {
    expect(chapterNumbersAfterMove(chapters, "b", 2)).toEqual([]);
  });

  it("reads a position past either end as that end", () => {
    expect(chapterNumbersAfterMove(chapters, "b", 99)).toEqual([
      { id: "c", chapterNumber: 2 },
      { id: "d", chapterNumber: 3 },
      { id: "b", chapterNumber: 4 },
    ]);
    expect(chapterNumbersAfterMove(chapters, "c", 0)).toEqual([
      { id: "c", chapterNumber: 1 },
      { id: "a", chapterNumber: 2 },
      { id: "b", chapterNumber: 3 },
    ]);
  });

  it("closes gaps and repeats left by earlier numbering", () => {
    const gappy = [
      { id: "a", chapterNumber: 1 },
      { id: "b", chapterNumber: 1 },
      { id: "c", chapterNumber: 5 },
    ];
    expect(chapterNumbersAfterMove(gappy, "a", 1)).toEqual([
      { id: "b", chapterNumber: 2 },
      { id: "c", chapterNumber: 3 },
    ]);
  });

  it("changes nothing for a chapter it was not given", () => {
    expect(chapterNumbersAfterMove(chapters, "z", 1)).toEqual([]);
  });
});
