import { describe, expect, it } from "vitest";
import { bindingCookie, boundSessionId, CHECKOUT_COOKIE, isCheckoutSessionId } from "./checkout-binding.server";

const SECRET = "binding-secret-0123456789-0123456789";

function cookieValue(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("checkout binding cookie", () => {
  it("round-trips a session id, httpOnly, for a day", () => {
    const header = bindingCookie({ secret: SECRET, sessionId: "cs_test_abc123", secure: true });
    expect(header).toMatch(
      /^rerouted_checkout=cs_test_abc123\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(boundSessionId(SECRET, `theme=dark; ${cookieValue(header)}`)).toBe("cs_test_abc123");
    expect(bindingCookie({ secret: SECRET, sessionId: "cs_test_abc123", secure: false })).not.toContain("Secure");
  });

  it("refuses another session id under the same signature, another secret, and junk", () => {
    const value = cookieValue(bindingCookie({ secret: SECRET, sessionId: "cs_test_abc123", secure: false }));
    expect(boundSessionId(SECRET, value.replace("cs_test_abc123", "cs_test_other1"))).toBeNull();
    expect(boundSessionId("another-secret-0123456789-0123456789", value)).toBeNull();
    expect(boundSessionId(SECRET, `${CHECKOUT_COOKIE}=cs_test_abc123`)).toBeNull();
    expect(boundSessionId(SECRET, `${CHECKOUT_COOKIE}=cus_123.abc`)).toBeNull();
    expect(boundSessionId(SECRET, null)).toBeNull();
    expect(boundSessionId(SECRET, "")).toBeNull();
  });

  it("knows a Checkout Session id when it sees one", () => {
    expect(isCheckoutSessionId("cs_live_a1B2c3")).toBe(true);
    expect(isCheckoutSessionId("cs_test_a1;x")).toBe(false);
    expect(isCheckoutSessionId("pi_123")).toBe(false);
  });
});
