import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCommonPassword, parsePasswordList } from "./password-policy";

const shipped = parsePasswordList(readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8"));

describe("the shipped common-password list", () => {
  it("holds the 10,000 most common passwords and no comment lines", () => {
    expect(shipped.size).toBe(10_000);
    expect([...shipped].some((entry) => entry.startsWith("#"))).toBe(false);
  });

  it("refuses well-known ten-character-plus passwords whatever their case", () => {
    expect(isCommonPassword("qwertyuiop", shipped)).toBe(true);
    expect(isCommonPassword("1234567890", shipped)).toBe(true);
    expect(isCommonPassword("Password123", shipped)).toBe(true);
    expect(isCommonPassword("1q2w3e4r5t", shipped)).toBe(true);
  });

  it("accepts a password that is not on the list", () => {
    expect(isCommonPassword("correct-horse-battery", shipped)).toBe(false);
    expect(isCommonPassword("purple-cloth-of-thyatira", shipped)).toBe(false);
  });
});

describe("parsePasswordList", () => {
  it("skips comments and blank lines and lower-cases entries", () => {
    expect([...parsePasswordList("# source\nDragon\n\n  monkey \n")]).toEqual(["dragon", "monkey"]);
  });
});
