import { describe, expect, it } from "vitest";
import { isWelcomeReset, passwordLink, resetRedirectTarget } from "./password-links";

/** What Better Auth builds from the redirect target (better-auth/api/routes/password). */
const betterAuthUrl = (target: string) =>
  `https://shop.example.com/reset-password/tok123?callbackURL=${encodeURIComponent(target)}`;

describe("password links", () => {
  it("recognises a welcome request by its redirect target", () => {
    expect(isWelcomeReset(betterAuthUrl(resetRedirectTarget("welcome")))).toBe(true);
    expect(isWelcomeReset(betterAuthUrl(resetRedirectTarget("reset")))).toBe(false);
    expect(isWelcomeReset("https://shop.example.com/reset-password/tok123?callbackURL=")).toBe(false);
    expect(isWelcomeReset("not a url")).toBe(false);
  });

  it("links to our page with the token, marked when it is a welcome", () => {
    expect(passwordLink("https://shop.example.com", "a b/c", "reset")).toBe(
      "https://shop.example.com/reset-password?token=a+b%2Fc",
    );
    expect(passwordLink("https://shop.example.com", "tok", "welcome")).toBe(
      "https://shop.example.com/reset-password?token=tok&welcome=1",
    );
  });
});
