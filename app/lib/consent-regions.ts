/**
 * Who is asked before ad pixels load (issue 38): everyone, or, when the
 * owner limits it in the Site tab, only visitors whose country is in the
 * EU, the EEA, the UK or Switzerland, where the law requires consent first.
 */
export const CONSENT_REGIONS = ["everyone", "europe"] as const;
export type ConsentRegion = (typeof CONSENT_REGIONS)[number];

/**
 * ISO 3166-1 alpha-2 codes: the 27 EU members, the EEA's Iceland,
 * Liechtenstein and Norway, the United Kingdom and Switzerland.
 */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  // European Union
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  // EEA outside the EU
  "IS", "LI", "NO",
  // United Kingdom and Switzerland
  "GB", "CH",
]); // prettier-ignore

// Codes a CDN sends when it does not know the country: Cloudflare's XX (unknown) and T1 (Tor);
// ZZ is ISO's user-assigned "unknown". EU (Europe as a whole) is some geo databases' answer.
const NO_COUNTRY = new Set(["XX", "T1", "ZZ", "EU", "A1", "A2", "O1"]);

/**
 * The visitor's country from the proxy's header, or null when it names
 * none (missing, malformed or one of the CDNs' "unknown" codes).
 */
export function countryOf(header: string | null | undefined): string | null {
  const code = (header ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !NO_COUNTRY.has(code) ? code : null;
}

/**
 * Whether this visitor is asked before any pixel loads. With the regional
 * setting an unknown country is asked too: failing safe costs a banner,
 * failing open would load trackers on a European visitor unasked.
 */
export function consentAsked(region: ConsentRegion, countryHeader: string | null | undefined): boolean {
  if (region === "everyone") return true;
  const country = countryOf(countryHeader);
  return country === null || CONSENT_COUNTRIES.has(country);
}
