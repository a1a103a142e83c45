import { describe, expect, it } from "vitest";
import { pixelsAllowedOn } from "./pixel-pages";

describe("pixelsAllowedOn", () => {
  it("keeps the pixels off pages with tokens or private data", () => {
    for (const path of [
      "/login",
      "/login/two-factor",
      "/signup",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
      "/account/security",
      "/dashboard",
      "/product/3f2a",
      "/admin",
      "/email/unsubscribe/cmVhZGVyQGV4YW1wbGUuY29t.sig",
      "/email/confirm/cmVhZGVyQGV4YW1wbGUuY29t.sig",
    ]) {
      expect(pixelsAllowedOn(path), path).toBe(false);
    }
  });

  it("allows them on the marketing, funnel and assessment pages", () => {
    for (const path of [
      "/",
      "/book",
      "/rerouted",
      "/rerouted/thank-you",
      "/assessment",
      "/author-journey-assessment",
    ]) {
      expect(pixelsAllowedOn(path), path).toBe(true);
    }
  });

  it("matches whole path segments only", () => {
    expect(pixelsAllowedOn("/products-we-love")).toBe(true);
    expect(pixelsAllowedOn("/administration-of-faith")).toBe(true);
  });
});
