import { describe, expect, it } from "vitest";
import { adPlatformsAllowed, consentChoiceOf, consentCookie, consentRecordOf } from "./consent-choice";

describe("consentChoiceOf", () => {
  it("reads the choice from the consent cookie among others", () => {
    expect(consentChoiceOf("a=1; consent=granted; b=2")).toBe("granted");
    expect(consentChoiceOf("consent=denied")).toBe("denied");
  });

  it("knows no choice without the cookie, or with a value it never writes", () => {
    for (const cookies of [null, "", "a=1", "consent=yes", "consent=", "myconsent=granted"]) {
      expect(consentChoiceOf(cookies), String(cookies)).toBeNull();
    }
  });
});

describe("consentCookie", () => {
  it("keeps the choice for about six months, site-wide, sent on top-level navigations", () => {
    expect(consentCookie("granted", false)).toBe("consent=granted; Path=/; Max-Age=15724800; SameSite=Lax");
    expect(consentCookie("denied", true)).toBe("consent=denied; Path=/; Max-Age=15724800; SameSite=Lax; Secure");
  });
});

describe("consentRecordOf", () => {
  it("is the choice made, or whether the visitor was asked", () => {
    expect(consentRecordOf("granted", true)).toBe("granted");
    expect(consentRecordOf("denied", false)).toBe("denied");
    expect(consentRecordOf(null, true)).toBe("unanswered");
    expect(consentRecordOf(null, false)).toBe("not_asked");
  });
});

describe("adPlatformsAllowed", () => {
  it("allows a visitor who granted consent or was not asked, and no other", () => {
    expect(adPlatformsAllowed("granted")).toBe(true);
    expect(adPlatformsAllowed("not_asked")).toBe(true);
    expect(adPlatformsAllowed("denied")).toBe(false);
    expect(adPlatformsAllowed("unanswered")).toBe(false);
  });
});
