import { describe, expect, it } from "vitest";
import { firstIssue, loginSchema, safeRedirect, signupSchema } from "./schemas";

describe("safeRedirect", () => {
  it.each([
    ["/dashboard?x=1", "/dashboard?x=1"],
    ["//evil.example", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    [undefined, "/dashboard"],
    [42, "/dashboard"],
  ])("%s -> %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

describe("form schemas", () => {
  it("normalises the email and requires the password on sign-in", () => {
    expect(loginSchema.parse({ email: " Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
    const missing = loginSchema.safeParse({ email: "ada@example.com", password: "" });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(firstIssue(missing.error)).toBe("Enter your password");
  });

  it("requires every sign-up field and a password of at least 8 characters", () => {
    const ok = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "12345678" };
    expect(signupSchema.safeParse(ok).success).toBe(true);
    expect(signupSchema.safeParse({ ...ok, firstName: "  " }).success).toBe(false);
    expect(signupSchema.safeParse({ ...ok, email: "ada" }).success).toBe(false);
    const short = signupSchema.safeParse({ ...ok, password: "1234567" });
    expect(short.success).toBe(false);
    if (!short.success) expect(firstIssue(short.error)).toBe("Use at least 8 characters");
  });
});
