import { describe, expect, it } from "vitest";
import { parseSkipSettings } from "./skip-intervals";

describe("parseSkipSettings", () => {
  it("reads the remembered intervals", () => {
    expect(parseSkipSettings('{"back":10,"forward":45}')).toEqual({ back: 10, forward: 45 });
    expect(parseSkipSettings('{"back":60,"forward":30}')).toEqual({ back: 60, forward: 30 });
  });
  it("falls back to 15 s for anything missing, unknown or unreadable", () => {
    expect(parseSkipSettings(null)).toEqual({ back: 15, forward: 15 });
    expect(parseSkipSettings('{"back":20,"forward":"30"}')).toEqual({ back: 15, forward: 15 });
    expect(parseSkipSettings('{"back":45}')).toEqual({ back: 45, forward: 15 });
    expect(parseSkipSettings("not json")).toEqual({ back: 15, forward: 15 });
    expect(parseSkipSettings("null")).toEqual({ back: 15, forward: 15 });
  });
});
