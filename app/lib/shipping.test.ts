import { describe, expect, it } from "vitest";
import {
  addressLines,
  isShippableCountry,
  isTrackingNumber,
  missingAddressFields,
  readCountryList,
  requiredAddressFields,
  shippingCsvRow,
  SHIPPING_CSV_HEADERS,
  trackingUrlOf,
} from "./shipping";

const ADDRESS = {
  name: "Ann Reader",
  line1: "12 Harbour Road",
  line2: "",
  city: "Toronto",
  state: "ON",
  postalCode: "M5V 2T6",
  country: "CA",
  phone: "+14165550123",
};

describe("countries an offer ships to", () => {
  it("reads the owner's list generously, each code once, upper case", () => {
    expect(readCountryList("us, CA gb;us")).toEqual({ ok: true, countries: ["US", "CA", "GB"] });
    expect(readCountryList("")).toEqual({ ok: true, countries: [] });
  });

  it("names the codes that are no country Stripe ships to", () => {
    expect(readCountryList("US, USA, ZZ, EU, KP, 12")).toEqual({ ok: false, invalid: ["USA", "ZZ", "EU", "KP", "12"] });
    expect(isShippableCountry("DE")).toBe(true);
    expect(isShippableCountry("de")).toBe(false);
    expect(isShippableCountry("CU")).toBe(false);
  });
});

describe("the address a label needs", () => {
  it("asks a state in the US, Canada and Australia, and no postal code where there is none", () => {
    expect(requiredAddressFields("US")).toEqual(["name", "line1", "city", "country", "state", "postalCode"]);
    expect(requiredAddressFields("GB")).toEqual(["name", "line1", "city", "country", "postalCode"]);
    expect(requiredAddressFields("IE")).toEqual(["name", "line1", "city", "country"]);
    expect(requiredAddressFields("HK")).toEqual(["name", "line1", "city", "country"]);
  });

  it("names what an address lacks", () => {
    expect(missingAddressFields(ADDRESS)).toEqual([]);
    expect(missingAddressFields({ ...ADDRESS, country: "US", state: "", postalCode: " " })).toEqual([
      "state",
      "postalCode",
    ]);
  });

  it("writes it as a label's lines, empty lines left out, the country by name", () => {
    expect(addressLines(ADDRESS)).toEqual(["Ann Reader", "12 Harbour Road", "Toronto, ON M5V 2T6", "Canada"]);
    expect(addressLines({ ...ADDRESS, state: "", postalCode: "", country: "IE", city: "Dublin" })).toEqual([
      "Ann Reader",
      "12 Harbour Road",
      "Dublin",
      "Ireland",
    ]);
  });
});

describe("tracking numbers", () => {
  it.each([
    ["usps", "9400 1000 0000 0000 0000 00", true],
    ["usps", "EA123456789US", true],
    ["usps", "1Z999AA10123456784", false],
    ["ups", "1z999aa10123456784", true],
    ["ups", "1Z999AA1012345678", false],
    ["fedex", "123456789012", true],
    ["fedex", "123456789012345", true],
    ["fedex", "1234567890123", false],
    ["dhl", "1234567890", true],
    ["dhl", "123456789", false],
    ["royal-mail", "AB123456789GB", true],
    ["royal-mail", "AB123456789US", false],
    ["canada-post", "1234567890123456", true],
    ["canada-post", "RR123456789CA", true],
    ["canada-post", "12345", false],
    ["other", "AB-12", true],
    ["other", "ABC", false],
  ] as const)("%s %s: %s", (carrier, number, valid) => {
    expect(isTrackingNumber(carrier, number)).toBe(valid);
  });

  it("links each carrier's tracking page, and Other to the owner's https page only", () => {
    expect(trackingUrlOf("usps", "9400 1000 0000 0000 0000 00")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    );
    expect(trackingUrlOf("ups", "1z999aa10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrlOf("fedex", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingUrlOf("dhl", "1234567890")).toBe(
      "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=1234567890",
    );
    expect(trackingUrlOf("royal-mail", "AB123456789GB")).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    );
    expect(trackingUrlOf("canada-post", "1234567890123456")).toBe(
      "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456",
    );
    expect(trackingUrlOf("other", "AB12", "https://track.example.com/AB12")).toBe("https://track.example.com/AB12");
    expect(trackingUrlOf("other", "AB12", "http://track.example.com/AB12")).toBeNull();
    expect(trackingUrlOf("other", "AB12")).toBeNull();
  });
});

describe("the orders-to-ship CSV", () => {
  it("lists the columns in a label import's order", () => {
    expect(SHIPPING_CSV_HEADERS).toEqual([
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
    ]);
    expect(
      shippingCsvRow({ address: ADDRESS, email: "ann@example.com", orderNumber: "cs_1", item: "Paperback" }),
    ).toEqual([
      "Ann Reader",
      "",
      "12 Harbour Road",
      "",
      "Toronto",
      "ON",
      "M5V 2T6",
      "CA",
      "+14165550123",
      "ann@example.com",
      "cs_1",
      "Paperback",
    ]);
  });
});
