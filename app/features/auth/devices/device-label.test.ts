import { describe, expect, it } from "vitest";
import { dayLabel, describePlace, describeUserAgent, lastSeenLabel, networkPrefix } from "./device-label";

const UA = {
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

describe("describeUserAgent", () => {
  it("names the browser and the system", () => {
    expect(describeUserAgent(UA.chromeMac)).toBe("Chrome on macOS");
    expect(describeUserAgent(UA.edgeWindows)).toBe("Edge on Windows");
    expect(describeUserAgent(UA.safariIphone)).toBe("Safari on iPhone");
    expect(describeUserAgent(UA.firefoxLinux)).toBe("Firefox on Linux");
    expect(describeUserAgent(UA.chromeAndroid)).toBe("Chrome on Android");
  });

  it("says what it can of an agent it does not know", () => {
    expect(describeUserAgent("curl/8.5.0")).toBe("Unknown browser");
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome on Linux",
    );
    expect(describeUserAgent(null)).toBe("Unknown browser");
    expect(describeUserAgent("SomeApp (Windows NT 10.0)")).toBe("A browser on Windows");
  });
});

describe("networkPrefix", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(networkPrefix("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkPrefix("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
  });

  it("keeps an IPv6 address's /48", () => {
    expect(networkPrefix("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(networkPrefix("2001:0db8::1")).toBe("2001:db8:0::/48");
    expect(networkPrefix("::1")).toBe("0:0:0::/48");
  });

  it("refuses what is not an address", () => {
    expect(networkPrefix("256.1.1.1")).toBeNull();
    expect(networkPrefix("2001:db8::1::2")).toBeNull();
    expect(networkPrefix("unknown")).toBeNull();
    expect(networkPrefix(null)).toBeNull();
  });

  it("reads as a place in the list", () => {
    expect(describePlace("203.0.113.77")).toBe("Network 203.0.113.0/24");
    expect(describePlace("")).toBe("Unknown network");
    expect(describePlace("::1")).toBe("This server's own machine");
    expect(describePlace("::ffff:127.0.0.1")).toBe("This server's own machine");
    expect(describePlace("0:0:0:0:0:0:0:1")).toBe("This server's own machine");
  });
});

describe("lastSeenLabel", () => {
  const now = new Date("2026-11-28T17:00:00Z");
  it("says today, yesterday, or the day (UTC)", () => {
    expect(lastSeenLabel(new Date("2026-11-28T00:10:00Z"), now)).toBe("today");
    expect(lastSeenLabel(new Date("2026-11-27T23:59:00Z"), now)).toBe("yesterday");
    expect(lastSeenLabel(new Date("2026-11-03T09:00:00Z"), now)).toBe("3 Nov 2026");
    expect(dayLabel(new Date("2026-01-31T23:30:00Z"))).toBe("31 Jan 2026");
  });
});
