import { describe, expect, it } from "vitest";
import { isSameOriginWrite, isSignedLinkWrite } from "./same-origin";

const base = { host: "shop.example", protocol: "https", baseUrl: "https://shop.example", secFetchSite: undefined };

describe("isSameOriginWrite", () => {
  it("lets reads through whatever their origin", () => {
    expect(isSameOriginWrite({ ...base, method: "GET", origin: "https://evil.example" })).toBe(true);
  });

  it("accepts a write from the site itself", () => {
    expect(isSameOriginWrite({ ...base, method: "POST", origin: "https://shop.example" })).toBe(true);
  });

  it("refuses a write from another origin, a scheme change, or an opaque origin", () => {
    expect(isSameOriginWrite({ ...base, method: "POST", origin: "https://evil.example" })).toBe(false);
    expect(isSameOriginWrite({ ...base, method: "DELETE", origin: "http://shop.example" })).toBe(false);
    expect(isSameOriginWrite({ ...base, method: "POST", origin: "null" })).toBe(false);
  });

  it("uses Sec-Fetch-Site when the browser sent no Origin", () => {
    expect(isSameOriginWrite({ ...base, method: "POST", origin: undefined, secFetchSite: "cross-site" })).toBe(false);
    expect(isSameOriginWrite({ ...base, method: "POST", origin: undefined, secFetchSite: "same-site" })).toBe(false);
    expect(isSameOriginWrite({ ...base, method: "POST", origin: undefined, secFetchSite: "same-origin" })).toBe(true);
  });

  it("accepts server-to-server calls that carry neither header", () => {
    expect(isSameOriginWrite({ ...base, method: "POST", origin: undefined })).toBe(true);
  });
});

describe("isSignedLinkWrite", () => {
  it("lets only the one-click unsubscribe URL take a write from anywhere", () => {
    expect(isSignedLinkWrite("/email/unsubscribe/YUBleGFtcGxlLmNvbQ.sig")).toBe(true);
    expect(isSignedLinkWrite("/email/confirm/abc.sig")).toBe(false);
    expect(isSignedLinkWrite("/api/leads/readiness")).toBe(false);
    expect(isSignedLinkWrite("/admin/actions")).toBe(false);
  });
});
