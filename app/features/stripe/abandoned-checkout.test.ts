import { describe, expect, it } from "vitest";
import {
  hasMarketingConsent,
  offerEndsAtMetadata,
  offerEndsAtOf,
  RECOVERY_URL_DAYS,
  recoveryDecision,
  recoverySendBefore,
} from "./abandoned-checkout";

const now = new Date("2026-12-01T12:00:00Z");
const allowed = {
  email: "ann@example.com",
  recoveryUrl: "https://buy.stripe.com/r/live_abc",
  consented: true,
  suppressed: false,
  boughtSince: false,
  hasCountdown: false,
  offerEndsAt: null,
  now,
};

describe("the abandoned checkout email", () => {
  it("is queued for an address with consent, a recovery link, no purchase since and no deadline", () => {
    expect(recoveryDecision(allowed)).toBe("queued");
  });

  it("is not sent without an address, a link or consent, to an unsubscribed address, or after a purchase", () => {
    expect(recoveryDecision({ ...allowed, email: null })).toBe("no_email");
    expect(recoveryDecision({ ...allowed, recoveryUrl: null })).toBe("no_recovery_url");
    expect(recoveryDecision({ ...allowed, consented: false })).toBe("no_consent");
    expect(recoveryDecision({ ...allowed, suppressed: true })).toBe("suppressed");
    expect(recoveryDecision({ ...allowed, boughtSince: true })).toBe("bought_since");
  });

  it("honours the offer's deadline: before it, yes; at or after it, or unknown for a countdown offer, no", () => {
    const countdown = { ...allowed, hasCountdown: true };
    expect(recoveryDecision({ ...countdown, offerEndsAt: new Date("2026-12-01T12:00:01Z") })).toBe("queued");
    expect(recoveryDecision({ ...countdown, offerEndsAt: now })).toBe("past_deadline");
    expect(recoveryDecision({ ...countdown, offerEndsAt: null })).toBe("past_deadline");
  });

  it("counts consent from the site's own opt-in or Checkout's promotions box, nothing else", () => {
    expect(hasMarketingConsent({ leadOptIn: true, checkoutPromotions: null })).toBe(true);
    expect(hasMarketingConsent({ leadOptIn: false, checkoutPromotions: "opt_in" })).toBe(true);
    expect(hasMarketingConsent({ leadOptIn: false, checkoutPromotions: "opt_out" })).toBe(false);
    expect(hasMarketingConsent({ leadOptIn: false, checkoutPromotions: undefined })).toBe(false);
  });

  it("must go out before Stripe's link ends (30 days) or the offer's deadline, whichever is first", () => {
    expect(RECOVERY_URL_DAYS).toBe(30);
    expect(recoverySendBefore({ expiredAt: now, recoveryExpiresAt: null, offerEndsAt: null })).toEqual(
      new Date("2026-12-31T12:00:00Z"),
    );
    const linkEnds = new Date("2026-12-30T08:00:00Z");
    expect(recoverySendBefore({ expiredAt: now, recoveryExpiresAt: linkEnds, offerEndsAt: null })).toEqual(linkEnds);
    const deadline = new Date("2026-12-02T00:00:00Z");
    expect(recoverySendBefore({ expiredAt: now, recoveryExpiresAt: linkEnds, offerEndsAt: deadline })).toEqual(
      deadline,
    );
  });

  it("carries the deadline in the session's metadata as Unix seconds, and reads back only a number", () => {
    expect(offerEndsAtMetadata(new Date("2026-12-01T12:15:00.900Z"))).toEqual({ offer_ends_at: "1796127300" });
    expect(offerEndsAtMetadata(null)).toEqual({});
    expect(offerEndsAtOf({ offer_ends_at: "1796127300" })).toEqual(new Date("2026-12-01T12:15:00Z"));
    expect(offerEndsAtOf({ offer_ends_at: "soon" })).toBeNull();
    expect(offerEndsAtOf({})).toBeNull();
    expect(offerEndsAtOf(null)).toBeNull();
  });
});
