import { describe, expect, it } from "vitest";
import { confirmationStep, passwordLink, passwordLinkPurpose, resetRedirectTarget } from "./password-links";

/** What Better Auth builds from the redirect target (better-auth/api/routes/password). */
const betterAuthUrl = (target: string) =>
  `https://shop.example.com/reset-password/tok123?callbackURL=${encodeURIComponent(target)}`;

describe("password links", () => {
  it("recognise each request by its redirect target, and anything else as a plain reset", () => {
    for (const purpose of ["reset", "welcome", "confirm", "taken"] as const) {
      expect(passwordLinkPurpose(betterAuthUrl(resetRedirectTarget(purpose))), purpose).toBe(purpose);
    }
    expect(resetRedirectTarget("confirm")).toBe("/reset-password?confirm=1");
    expect(passwordLinkPurpose(betterAuthUrl("/reset-password?welcome=1&confirm=1"))).toBe("reset");
    expect(passwordLinkPurpose("https://shop.example.com/reset-password/tok123?callbackURL=")).toBe("reset");
    expect(passwordLinkPurpose("not a url")).toBe("reset");
  });

  it("link to our page with the token, marked when it is a welcome", () => {
    expect(passwordLink("https://shop.example.com", "a b/c", "reset")).toBe(
      "https://shop.example.com/reset-password?token=a+b%2Fc",
    );
    expect(passwordLink("https://shop.example.com", "tok", "welcome")).toBe(
      "https://shop.example.com/reset-password?token=tok&welcome=1",
    );
    expect(passwordLink("https://shop.example.com", "tok", "taken")).toBe(
      "https://shop.example.com/reset-password?token=tok",
    );
  });

  it("send a confirmation through /verify-email to the choose-your-password step", () => {
    expect(passwordLink("https://shop.example.com", "a b", "confirm")).toBe(
      "https://shop.example.com/verify-email?token=a+b",
    );
    expect(confirmationStep("a b/c")).toBe("/reset-password?token=a+b%2Fc&confirm=1");
  });
});
