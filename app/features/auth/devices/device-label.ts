/**
 * How a signed-in device reads in the member's list: the browser and system
 * from its user agent, and where it signed in from as the network prefix of
 * its address. No geolocation service is asked: a /24 (IPv4) or /48 (IPv6)
 * is what a member can recognise ("my home network") without the site
 * sending anyone's address elsewhere, and it names no single machine.
 */

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: readonly [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on macOS", "Safari on iPhone", "Firefox", or "Unknown browser". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}

/** The network an address belongs to: its /24 for IPv4, its /48 for IPv6; null when unreadable. */
export function networkPrefix(address: string | null | undefined): string | null {
  const ip = (address ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const v4 = ip.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const parts = v4.slice(1, 4).map(Number);
    if (parts.some((part) => part > 255) || Number(v4[4]) > 255) return null;
    return `${parts.join(".")}.0/24`;
  }
  const groups = expandIpv6(ip);
  if (!groups) return null;
  return `${groups.slice(0, 3).join(":")}::/48`;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function expandIpv6(ip: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(ip) || !ip.includes(":")) return null;
  const halves = ip.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}

/** Where the list says a device signed in from; the server's own machine (no proxy in front) says so. */
export function describePlace(address: string | null | undefined): string {
  const ip = (address ?? "").trim().replace(/^::ffff:/i, "");
  // IPv6 loopback in any of its spellings ("::1", "0:0:0:0:0:0:0:1").
  if (/^127\./.test(ip) || expandIpv6(ip)?.join(":") === "0:0:0:0:0:0:0:1") return "This server's own machine";
  const prefix = networkPrefix(address);
  return prefix ? `Network ${prefix}` : "Unknown network";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the lists show it, in UTC so server and browser agree: "28 Nov 2026". */
export function dayLabel(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/**
 * When a device was last seen, to follow "Last seen". A session records its use at most once a
 * day (Better Auth's updateAge), so the label never claims more than the day.
 */
export function lastSeenLabel(lastSeen: Date, now: Date): string {
  const days = Math.floor(now.getTime() / DAY_MS) - Math.floor(lastSeen.getTime() / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return dayLabel(lastSeen);
}

/** A signed-in device as /account/security lists it. */
export interface DeviceRow {
  id: string;
  browser: string;
  place: string;
  /** "today", "yesterday" or the day. */
  lastSeen: string;
  current: boolean;
}
