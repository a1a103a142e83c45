import { describe, expect, it } from "vitest";
import { THRIVECART_SCRIPT_SRC, DEFAULT_OFFERS } from "../app/content/offers";
import { DEFAULT_SITE_SETTINGS } from "../app/content/site";
import { NO_THIRD_PARTIES, type ConfiguredThirdParties } from "../app/content/third-party";
import { configuredThirdParties, mergeSiteContent } from "../app/lib/site-content";
import { contentSecurityPolicy, permissionsPolicy, crossOriginOpenerPolicy } from "./security-headers";

const CART = ["https://cart.example.com"];
const ALL: ConfiguredThirdParties = {
  metaPixel: true,
  googleAnalytics: true,
  cartOrigins: CART,
  videoOrigins: ["https://www.youtube-nocookie.com"],
};
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only with the response's nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false, thirdParties: ALL });
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123'/);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("ws:");
  });

  it("opens the dev server's websocket only in development", () => {
    expect(contentSecurityPolicy("n", { dev: true, thirdParties: ALL })).toMatch(/connect-src[^;]*ws:/);
  });

  it("names no other origin when no third party is configured", () => {
    expect(contentSecurityPolicy("n", { dev: false, thirdParties: NO_THIRD_PARTIES })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
        "frame-ancestors 'none'; base-uri 'self'; " +
        "form-action 'self'; object-src 'none'",
    );
  });

  it("names Meta's pixel only with META_PIXEL_ID, and Google's only with GA_MEASUREMENT_ID", () => {
    const meta = contentSecurityPolicy("n", { dev: false, thirdParties: { ...NO_THIRD_PARTIES, metaPixel: true } });
    expect(directive(meta, "script-src")).toBe("script-src 'self' 'nonce-n' https://connect.facebook.net");
    expect(directive(meta, "connect-src")).toBe("connect-src 'self' https://www.facebook.com");
    expect(directive(meta, "img-src")).toBe("img-src 'self' data: blob: https://www.facebook.com");
    expect(meta).not.toContain("google");

    const ga = contentSecurityPolicy("n", { dev: false, thirdParties: { ...NO_THIRD_PARTIES, googleAnalytics: true } });
    expect(directive(ga, "script-src")).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com");
    expect(directive(ga, "connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com",
    );
    expect(ga).not.toContain("facebook");
  });

  it("names the video players of the videos the pages embed", () => {
    const placeholders = configuredThirdParties({ metaPixelId: null, gaMeasurementId: null }, mergeSiteContent({}));
    expect(directive(contentSecurityPolicy("n", { dev: false, thirdParties: placeholders }), "frame-src")).toBe(
      "frame-src https://www.youtube-nocookie.com",
    );
    const settings = { videos: { ...DEFAULT_SITE_SETTINGS.videos, program: "https://vimeo.com/76979871" } };
    const vimeo = configuredThirdParties({ metaPixelId: null, gaMeasurementId: null }, mergeSiteContent({ settings }));
    expect(directive(contentSecurityPolicy("n", { dev: false, thirdParties: vimeo }), "frame-src")).toBe(
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });
});

describe("contentSecurityPolicy for cached marketing pages", () => {
  it("allows exactly the listed inline-script hashes and no nonce", () => {
    const csp = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, { dev: false, thirdParties: ALL });
    expect(csp).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='/);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("the cart provider", () => {
  const thriveCart = "https://grace.thrivecart.com";

  it("allows ThriveCart's embed script and its checkout's frame only when an offer is sold through ThriveCart", () => {
    const none = configuredThirdParties({ metaPixelId: null, gaMeasurementId: null }, mergeSiteContent({}));
    expect(contentSecurityPolicy("n", { dev: false, thirdParties: none })).not.toContain("thrivecart");

    const offers = {
      "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], provider: "thrivecart", cartUrl: `${thriveCart}/bundle/` },
    } as const;
    const sold = configuredThirdParties({ metaPixelId: null, gaMeasurementId: null }, mergeSiteContent({ offers }));
    const csp = contentSecurityPolicy("n", { dev: false, thirdParties: sold });
    const embed = new URL(THRIVECART_SCRIPT_SRC).origin;
    expect(directive(csp, "script-src")).toBe(`script-src 'self' 'nonce-n' ${embed}`);
    expect(directive(csp, "style-src")).toBe(`style-src 'self' 'unsafe-inline' ${embed}`);
    expect(directive(csp, "frame-src")).toBe(`frame-src https://www.youtube-nocookie.com ${thriveCart}`);
    expect(directive(csp, "connect-src")).toBe(`connect-src 'self' ${embed} ${thriveCart}`);
    // The placeholder links of the other offers are plain links: nothing to allow.
    expect(csp).not.toContain("cart.example.com");
  });

  it("is the only party that may ask for a payment", () => {
    const policy = permissionsPolicy(["https://cart.example.com", "https://pay.author.org"]);
    expect(policy).toContain('payment=("https://cart.example.com" "https://pay.author.org")');
    expect(policy).toContain("camera=()");
  });
});

describe("crossOriginOpenerPolicy", () => {
  it("lets the pages that sell keep their checkout popup", () => {
    for (const path of [
      "/book",
      "/rerouted",
      "/rerouted/thank-you",
      "/rerouted/upsell-ai",
      "/rerouted/upsell-course",
      "/rerouted/book-creation",
      "/rerouted/book-creation-application",
      // Visitors reach the buy buttons from here without a new document.
      "/",
      "/assessment",
    ]) {
      expect(crossOriginOpenerPolicy(path), path).toBe("same-origin-allow-popups");
    }
  });

  it("keeps private pages fully isolated", () => {
    for (const path of ["/login", "/dashboard", "/product/1", "/admin", "/account/security", "/reset-password"]) {
      expect(crossOriginOpenerPolicy(path), path).toBe("same-origin");
    }
  });
});
