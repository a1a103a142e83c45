import type { ShippingAddress } from "~/db/schema";

/**
 * The rules of shipping a physical offer (issue 39): which countries an
 * offer may ship to, which address lines a label needs, and how a tracking
 * number is checked and linked for each carrier. Pure, so the Offers tab,
 * the checkout, the Orders tab and the emails share them.
 */

/**
 * Codes Stripe Checkout refuses in `shipping_address_collection.allowed_countries`
 * (its API reference lists every other ISO region), and codes that are
 * regions of no postal address (EU, UN).
 */
const NOT_SHIPPABLE = new Set([
  "AS", "CX", "CC", "CU", "HM", "IR", "KP", "MH", "FM", "NF", "MP", "PW", "SD", "SY", "UM", "VI", "EU", "EZ", "UN", "QO", "ZZ",
]); // prettier-ignore

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A country's English name ("GB" -> "United Kingdom"); the code itself for one the runtime does not know. */
function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** An ISO 3166-1 alpha-2 code the checkout can ship to. */
export function isShippableCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_SHIPPABLE.has(code) && countryName(code) !== code;
}

/**
 * The countries the owner typed ("us, CA gb"), upper-cased and each once,
 * or the codes that are none (to name them in the form's message).
 */
export function readCountryList(value: string): { ok: true; countries: string[] } | { ok: false; invalid: string[] } {
  const codes = [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const invalid = codes.filter((code) => !isShippableCountry(code));
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, countries: codes };
}

/** Countries whose addresses carry a state or province line that carriers require on a label. */
const STATE_REQUIRED = new Set(["US", "CA", "AU", "BR", "MX", "IN"]);
/** Countries with no postal codes in general use (a label goes without one). */
const NO_POSTAL_CODE = new Set(["AE", "AG", "AO", "BS", "BZ", "FJ", "GH", "HK", "IE", "JM", "QA", "TT", "UG", "ZW"]);

export type AddressField = "name" | "line1" | "city" | "state" | "postalCode" | "country";

/** The address fields a label to `country` needs. Ireland's Eircode is optional, so IE needs none. */
export function requiredAddressFields(country: string): AddressField[] {
  const fields: AddressField[] = ["name", "line1", "city", "country"];
  if (STATE_REQUIRED.has(country)) fields.push("state");
  if (!NO_POSTAL_CODE.has(country)) fields.push("postalCode");
  return fields;
}

/** What a label to this address still lacks (empty when it can be shipped). */
export function missingAddressFields(address: ShippingAddress): AddressField[] {
  return requiredAddressFields(address.country).filter((field) => !address[field].trim());
}

export const CARRIERS = ["usps", "ups", "fedex", "dhl", "royal-mail", "canada-post", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHL",
  "royal-mail": "Royal Mail",
  "canada-post": "Canada Post",
  other: "Other",
};

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/**
 * Each carrier's tracking numbers (spaces and dashes removed, upper case):
 * USPS 20-22 digits or an international S10 code ending US; UPS 1Z and 16
 * letters or digits; FedEx 12, 15, 20 or 22 digits; DHL 10 to 39 letters
 * or digits; Royal Mail two letters, nine digits and GB; Canada Post 12
 * or 16 digits or an S10 code ending CA. "Other" takes 4 to 40.
 */
const TRACKING_PATTERNS: Record<Carrier, RegExp> = {
  usps: /^(\d{20,22}|[A-Z]{2}\d{9}US)$/,
  ups: /^1Z[0-9A-Z]{16}$/,
  fedex: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
  dhl: /^[0-9A-Z]{10,39}$/,
  "royal-mail": /^[A-Z]{2}\d{9}GB$/,
  "canada-post": /^(\d{12}|\d{16}|[A-Z]{2}\d{9}CA)$/,
  other: /^[0-9A-Z]{4,40}$/,
};

/** A tracking number as typed, without spaces or dashes and upper-cased. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

export function isTrackingNumber(carrier: Carrier, value: string): boolean {
  return TRACKING_PATTERNS[carrier].test(normalizeTrackingNumber(value));
}

const TRACKING_PAGES: Record<Exclude<Carrier, "other">, string> = {
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  dhl: "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=",
  "royal-mail": "https://www.royalmail.com/track-your-item#/tracking-results/",
  "canada-post": "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=",
};

/**
 * Where the buyer follows the parcel: the carrier's tracking page for the
 * number, or for "Other" the https page the owner gave (null without one).
 */
export function trackingUrlOf(carrier: Carrier, trackingNumber: string, otherUrl = ""): string | null {
  if (carrier === "other") return /^https:\/\/[^\s/]+\.[^\s]+$/.test(otherUrl.trim()) ? otherUrl.trim() : null;
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(normalizeTrackingNumber(trackingNumber))}`;
}

/** The address as the lines of a label (empty lines left out), for emails and the Orders tab. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [address.name, address.line1, address.line2, cityLine, countryName(address.country)].filter(
    (line) => line.trim() !== "",
  );
}

/** Headers of the "Orders to ship" export, in the order label services' spreadsheet imports list them. */
export const SHIPPING_CSV_HEADERS = [
  "Name",
  "Company",
  "Address1",
  "Address2",
  "City",
  "State",
  "PostalCode",
  "Country",
  "Phone",
  "Email",
  "OrderNumber",
  "Item",
] as const;

/** One row of the export: the address, no company (checkout does not ask for one), the order and what ships. */
export function shippingCsvRow(order: {
  address: ShippingAddress;
  email: string;
  orderNumber: string;
  item: string;
}): string[] {
  const { address } = order;
  return [
    address.name,
    "",
    address.line1,
    address.line2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
    address.phone,
    order.email,
    order.orderNumber,
    order.item,
  ];
}
