import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

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
