import { describe, expect, it } from "vitest";
import { CART_SCRIPT, OFFERS } from "../app/content/offers";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only with the response's nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false });
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123'/);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("ws:");
  });

  it("opens the dev server's websocket only in development", () => {
    expect(contentSecurityPolicy("n", { dev: true })).toMatch(/connect-src[^;]*ws:/);
  });
});

describe("contentSecurityPolicy for prerendered pages", () => {
  it("allows exactly the listed inline-script hashes and no nonce", () => {
    const csp = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, { dev: false });
    expect(csp).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='/);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("the cart provider", () => {
  const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

  it("is allowed from the links in offers.ts: its script, and every offer's checkout in a frame", () => {
    const csp = contentSecurityPolicy("n", { dev: false });
    expect(directive(csp, "script-src")).toContain(new URL(CART_SCRIPT.src).origin);
    for (const offer of Object.values(OFFERS)) {
      expect(directive(csp, "frame-src")).toContain(new URL(offer.cartUrl).origin);
      expect(directive(csp, "connect-src")).toContain(new URL(offer.cartUrl).origin);
    }
  });

  it("is the only party that may ask for a payment", () => {
    const policy = STATIC_SECURITY_HEADERS["Permissions-Policy"]!;
    const payment = /payment=\(([^)]*)\)/.exec(policy)?.[1] ?? "";
    const origins = new Set(Object.values(OFFERS).map((offer) => `"${new URL(offer.cartUrl).origin}"`));
    origins.add(`"${new URL(CART_SCRIPT.src).origin}"`);
    expect(new Set(payment.split(" "))).toEqual(origins);
    expect(policy).toContain("camera=()");
  });
});
