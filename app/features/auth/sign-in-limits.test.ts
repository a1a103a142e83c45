import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/lib/security/rate-limit";
import { accountLimitFor } from "./sign-in-limits";

describe("accountLimitFor", () => {
  it("holds strangers to the account's shared counter and a known browser to its own", () => {
    expect(accountLimitFor(false)).toBe("signInAccount");
    expect(accountLimitFor(true)).toBe("signInKnownDevice");
  });

  it("allows 10 attempts in 15 minutes on each", () => {
    for (const known of [false, true]) {
      expect(RATE_LIMITS[accountLimitFor(known)]).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    }
  });
});
