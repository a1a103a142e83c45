import { describe, expect, it } from "vitest";
import { findBodyProblem, isSafeText, MAX_NESTING_DEPTH, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from "./safe-text";

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

describe("findBodyProblem", () => {
  it("names the first unsafe value or key by its path", () => {
    const at = (path: string) => `${path}: ${UNSAFE_TEXT_MESSAGE}`;
    expect(findBodyProblem({ name: "ok", answers: { "1": "crisis", "2": "x\u0000" } })).toBe(at("answers.2"));
    expect(findBodyProblem({ events: [{ path: "/" }, { path: "\uD800" }] })).toBe(at("events[1].path"));
    expect(findBodyProblem({ "bad\u0000key": 1 })).toBe(at("bad\u0000key"));
    expect(findBodyProblem("\u0000")).toBe(at("body"));
    expect(findBodyProblem([["ok"], ["x", "\u0000", "\uD800"]])).toBe(at("[1][1]"));
    expect(findBodyProblem({ a: "\uD800", b: "\u0000" })).toBe(at("a"));
  });

  it("answers null for safe values, numbers, booleans and null", () => {
    expect(findBodyProblem({ a: 1, b: true, c: null, d: ["x", { e: "y" }] })).toBeNull();
    expect(findBodyProblem(null)).toBeNull();
  });

  it("takes 32 levels of nesting and refuses the 33rd, in arrays and objects", () => {
    expect(MAX_NESTING_DEPTH).toBe(32);
    expect(TOO_DEEP_MESSAGE).toBe("The body is too deeply nested (at most 32 levels)");
    const arrays = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as unknown;
    const objects = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`) as unknown;
    expect(findBodyProblem(arrays(32))).toBeNull();
    expect(findBodyProblem(arrays(33))).toBe(TOO_DEEP_MESSAGE);
    expect(findBodyProblem(objects(32))).toBeNull();
    expect(findBodyProblem(objects(33))).toBe(TOO_DEEP_MESSAGE);
    expect(findBodyProblem({ ok: [1, 2], deep: arrays(32) })).toBe(TOO_DEEP_MESSAGE);
  });

  it("refuses a body nested far past the call stack's depth without overflowing it", () => {
    for (const depth of [8182, 200_000]) {
      const nested = JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as unknown;
      expect(findBodyProblem(nested)).toBe(TOO_DEEP_MESSAGE);
    }
  });
});
