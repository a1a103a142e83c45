import { describe, expect, it } from "vitest";
import {
  isTotpCode,
  manualEntryKey,
  normalizeSecondFactor,
  secondFactorPath,
  secondFactorSchema,
  setupCodeSchema,
} from "./two-factor";

describe("normalizeSecondFactor", () => {
  it("joins an authenticator code typed with spaces", () => {
    expect(normalizeSecondFactor(" 123 456 ")).toBe("123456");
  });

  it("keeps a backup code exactly as typed, case included", () => {
    expect(normalizeSecondFactor(" aB3dE-fG7hJ ")).toBe("aB3dE-fG7hJ");
  });

  it("does not turn digits of another length into a code", () => {
    expect(normalizeSecondFactor("12 34 5")).toBe("12 34 5");
    expect(isTotpCode(normalizeSecondFactor("1234567"))).toBe(false);
  });
});

describe("isTotpCode", () => {
  it("accepts exactly six digits", () => {
    expect(isTotpCode("012345")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("12345a")).toBe(false);
    expect(isTotpCode("abcde-12345")).toBe(false);
  });
});

describe("manualEntryKey", () => {
  it("groups the base32 secret in fours", () => {
    const uri = "otpauth://totp/Rerouted:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Rerouted";
    expect(manualEntryKey(uri)).toBe("JBSW Y3DP EHPK 3PXP JBSW");
  });

  it("refuses what is not a TOTP link with a base32 secret", () => {
    expect(manualEntryKey("https://example.com/?secret=JBSWY3DP")).toBeNull();
    expect(manualEntryKey("otpauth://totp/x?secret=not-base32!")).toBeNull();
    expect(manualEntryKey("otpauth://totp/x")).toBeNull();
    expect(manualEntryKey("not a url")).toBeNull();
  });
});

describe("form schemas", () => {
  it("asks for a code when none was typed", () => {
    const result = secondFactorSchema.safeParse({ code: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter the code from your authenticator app");
  });

  it("reads the trust-this-device box", () => {
    expect(secondFactorSchema.parse({ code: "123 456", trustDevice: "on" })).toEqual({
      code: "123456",
      trustDevice: "on",
    });
  });

  it("confirms setup only with a six-digit code", () => {
    expect(setupCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(setupCodeSchema.safeParse({ code: "aB3dE-fG7hJ" }).success).toBe(false);
  });
});

describe("secondFactorPath", () => {
  it("sends a member with an authenticator app to its code, one with only a phone to the texted code", () => {
    expect(secondFactorPath(["totp", "otp"])).toBe("/login/two-factor");
    expect(secondFactorPath(["totp"])).toBe("/login/two-factor");
    expect(secondFactorPath(["otp"])).toBe("/login/phone-code");
    expect(secondFactorPath([])).toBe("/login/phone-code");
  });
});
