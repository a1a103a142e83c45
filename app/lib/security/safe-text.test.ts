import { describe, expect, it } from "vitest";
import { findUnsafeText, isSafeText } from "./safe-text";

describe("isSafeText", () => {
  it("accepts ordinary text, accents, emoji (a valid surrogate pair) and control characters other than NUL", () => {
    expect(isSafeText("Ann Lee")).toBe(true);
    expect(isSafeText("Zoë, déjà vu")).toBe(true);
    expect(isSafeText("🙏 faith")).toBe(true);
    expect(isSafeText("line one\nline two\ttab")).toBe(true);
  });

  it("refuses a NUL character anywhere", () => {
    expect(isSafeText("\u0000")).toBe(false);
    expect(isSafeText("Ann\u0000Lee")).toBe(false);
  });

  it("refuses a lone high or low surrogate, and a reversed pair", () => {
    expect(isSafeText("\uD800")).toBe(false);
    expect(isSafeText("a\uDFFFb")).toBe(false);
    expect(isSafeText("\uDE4F\uD83D")).toBe(false);
    expect(isSafeText(JSON.parse('"\\ud83d"') as string)).toBe(false);
  });
});

describe("findUnsafeText", () => {
  it("names the first unsafe value or key by its path", () => {
    expect(findUnsafeText({ name: "ok", answers: { "1": "crisis", "2": "x\u0000" } })).toBe("answers.2");
    expect(findUnsafeText({ events: [{ path: "/" }, { path: "\uD800" }] })).toBe("events[1].path");
    expect(findUnsafeText({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    expect(findUnsafeText("\u0000")).toBe("body");
  });

  it("answers null for safe values, numbers, booleans and null", () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: ["x", { e: "y" }] })).toBeNull();
  });
});
