import { describe, expect, it } from "vitest";
import { isFeedTokenFormat } from "./feed-token";

describe("isFeedTokenFormat", () => {
  it("accepts 43 base64url characters (32 bytes)", () => {
    expect(isFeedTokenFormat("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_6")).toBe(true);
  });
  it("refuses shorter, longer and other characters", () => {
    expect(isFeedTokenFormat("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_")).toBe(false);
    expect(isFeedTokenFormat("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_67")).toBe(false);
    expect(isFeedTokenFormat("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123+/6")).toBe(false);
    expect(isFeedTokenFormat("")).toBe(false);
  });
});
