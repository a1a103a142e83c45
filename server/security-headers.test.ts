import { describe, expect, it } from "vitest";
import { THRIVECART_SCRIPT_SRC, DEFAULT_OFFERS } from "../app/content/offers";
import { cartOrigins } from "../app/lib/site-content";
import { contentSecurityPolicy, permissionsPolicy, crossOriginOpenerPolicy } from "./security-headers";

const CART = ["https://cart.example.com"];

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only with the response's nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false, cartOrigins: CART });
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123'/);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("ws:");
  });

  it("opens the dev server's websocket only in development", () => {
    expect(contentSecurityPolicy("n", { dev: true, cartOrigins: CART })).toMatch(/connect-src[^;]*ws:/);
  });
});

describe("contentSecurityPolicy for cached marketing pages", () => {
  it("allows exactly the listed inline-script hashes and no nonce", () => {
    const csp = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, { dev: false, cartOrigins: CART });
    expect(csp).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='/);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("the cart provider", () => {
  const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

  it("allows ThriveCart's embed script, and every checkout link's origin in a frame", () => {
    const offers = {
      ...DEFAULT_OFFERS,
      "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], cartUrl: "https://pay.author.org/bundle" },
    };
    const csp = contentSecurityPolicy("n", { dev: false, cartOrigins: cartOrigins(offers) });
    expect(directive(csp, "script-src")).toContain(new URL(THRIVECART_SCRIPT_SRC).origin);
    expect(directive(csp, "frame-src")).toContain("https://pay.author.org");
    expect(directive(csp, "connect-src")).toContain("https://pay.author.org");
    expect(directive(csp, "frame-src")).toContain("https://cart.example.com");
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
