import { describe, expect, it } from "vitest";
import { CONSENT_COUNTRIES, consentAsked, countryOf } from "./consent-regions";

describe("CONSENT_COUNTRIES", () => {
  it("is the 27 EU members, Iceland, Liechtenstein, Norway, the UK and Switzerland", () => {
    expect([...CONSENT_COUNTRIES].sort()).toEqual(
      // prettier-ignore
      ["AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU", "IE", "IS",
       "IT", "LI", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK"],
    );
    expect(CONSENT_COUNTRIES.size).toBe(32);
  });
});

describe("countryOf", () => {
  it("reads a two-letter code in any case, with spaces around", () => {
    expect(countryOf("DE")).toBe("DE");
    expect(countryOf(" gb ")).toBe("GB");
  });

  it("knows no country when the header is missing, malformed or a CDN's unknown", () => {
    for (const header of [null, undefined, "", "DEU", "D", "1A", "XX", "T1", "ZZ", "EU"]) {
      expect(countryOf(header), String(header)).toBeNull();
    }
  });
});

describe("consentAsked", () => {
  it("asks everyone with the default setting, wherever they are", () => {
    for (const header of ["US", "DE", null]) expect(consentAsked("everyone", header)).toBe(true);
  });

  it("with the regional setting, asks visitors from the EU, EEA, UK and Switzerland", () => {
    for (const header of ["FR", "DE", "IE", "NO", "IS", "LI", "GB", "CH", "gb"]) {
      expect(consentAsked("europe", header), header).toBe(true);
    }
  });

  it("with the regional setting, does not ask visitors from elsewhere", () => {
    for (const header of ["US", "CA", "AU", "BR", "IN", "JP", "TR", "UA", "RS"]) {
      expect(consentAsked("europe", header), header).toBe(false);
    }
  });

  it("with the regional setting, asks a visitor whose country is missing or unknown", () => {
    for (const header of [null, "", "XX", "T1", "garbage"]) expect(consentAsked("europe", header)).toBe(true);
  });
});
