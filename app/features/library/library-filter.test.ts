import { describe, expect, it } from "vitest";
import { ALL_TYPES, filterLibrary, hasListeningPosition, typesPresent } from "./library-filter";

const products = [
  { name: "Rerouted: The Audiobook", description: "Every chapter, read aloud.", productType: "audiobook" },
  {
    name: "Companion Workbook",
    description: "Prompts to work through alongside the AUDIOBOOK.",
    productType: "workbook",
  },
  { name: "Visual Series", description: "Ten short lessons.", productType: "video" },
];

describe("filterLibrary", () => {
  it("lets everything through with no search and All Types", () => {
    expect(filterLibrary(products, { search: "", type: ALL_TYPES })).toEqual(products);
  });

  it("matches the name case-insensitively", () => {
    expect(filterLibrary(products, { search: "visual", type: ALL_TYPES }).map((p) => p.name)).toEqual([
      "Visual Series",
    ]);
  });

  it("matches the description case-insensitively", () => {
    expect(filterLibrary(products, { search: "audiobook", type: ALL_TYPES }).map((p) => p.name)).toEqual([
      "Rerouted: The Audiobook",
      "Companion Workbook",
    ]);
  });

  it("combines the search with the type", () => {
    expect(filterLibrary(products, { search: "audiobook", type: "workbook" }).map((p) => p.name)).toEqual([
      "Companion Workbook",
    ]);
    expect(filterLibrary(products, { search: "lessons", type: "audiobook" })).toEqual([]);
  });

  it("filters by type alone and ignores surrounding spaces in the search", () => {
    expect(filterLibrary(products, { search: "  ", type: "video" }).map((p) => p.name)).toEqual(["Visual Series"]);
  });

  it("finds nothing for text in neither field", () => {
    expect(filterLibrary(products, { search: "zzz", type: ALL_TYPES })).toEqual([]);
  });
});

describe("typesPresent", () => {
  it("lists each type present once, in the catalogue's order", () => {
    expect(typesPresent([...products, products[0]!], ["audiobook", "video", "workbook", "other"])).toEqual([
      "audiobook",
      "video",
      "workbook",
    ]);
  });

  it("lists nothing for an empty library", () => {
    expect(typesPresent([], ["audiobook"])).toEqual([]);
  });
});

describe("hasListeningPosition", () => {
  it("is false before any listening and at the very start of the first chapter", () => {
    expect(hasListeningPosition(null)).toBe(false);
    expect(hasListeningPosition({ chapterNumber: 1, progressSeconds: 0.4 })).toBe(false);
  });

  it("is true past the first second or in a later chapter", () => {
    expect(hasListeningPosition({ chapterNumber: 1, progressSeconds: 1 })).toBe(true);
    expect(hasListeningPosition({ chapterNumber: 2, progressSeconds: 0 })).toBe(true);
  });
});
