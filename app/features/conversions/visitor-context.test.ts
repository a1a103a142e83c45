import { describe, expect, it } from "vitest";
import {
  checkoutPageOf,
  fbcOf,
  gaClientIdOf,
  gaSessionCookieName,
  gaSessionIdOf,
  readCookie,
  sitePage,
  visitorContextOf,
} from "./visitor-context";

const BASE_URL = "https://rerouted.example";
const NOW = new Date("2026-11-23T17:00:00.000Z"); // 1795453200000 ms
const FBCLID = "IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk";
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

describe("readCookie", () => {
  it("finds a cookie by its exact name, not by a longer name that starts with it", () => {
    const header = "_ga_TEST1234=GS2.1.s1747132561$o1; _ga=GA1.1.1162820436.1749482504; theme=dark";
    expect(readCookie(header, "_ga")).toBe("GA1.1.1162820436.1749482504");
    expect(readCookie(header, "_ga_TEST1234")).toBe("GS2.1.s1747132561$o1");
    expect(readCookie(header, "_fbp")).toBeNull();
    expect(readCookie(null, "_ga")).toBeNull();
  });
});

describe("gaClientIdOf", () => {
  it("is the last two fields of the _ga cookie, gtag's client id", () => {
    expect(gaClientIdOf("GA1.1.1162820436.1749482504")).toBe("1162820436.1749482504");
    expect(gaClientIdOf("GA1.2.286403989.1366364567")).toBe("286403989.1366364567");
    expect(gaClientIdOf("GA1.4-2.1042312312.1700000000")).toBe("1042312312.1700000000");
  });

  it("is null for anything else", () => {
    expect(gaClientIdOf("1.2.286403989.1366364567")).toBeNull();
    expect(gaClientIdOf("GA1.1.abc.1749482504")).toBeNull();
    expect(gaClientIdOf("GA1.1.1162820436.1749482504; x=1")).toBeNull();
    expect(gaClientIdOf("")).toBeNull();
    expect(gaClientIdOf(null)).toBeNull();
  });
});

describe("gaSessionIdOf", () => {
  it("reads the session id of the positional GS1 format", () => {
    expect(gaSessionIdOf("GS1.1.1746825440.14.0.1746825440.0.0.0")).toBe("1746825440");
    expect(gaSessionIdOf("GS1.1.1700000000.1.1.1700000123.60.0.0")).toBe("1700000000");
  });

  it("reads the s entry of the prefixed GS2 format, in any order", () => {
    expect(gaSessionIdOf("GS2.1.s1747132561$o1$g0$t1747132655$j0$l0$h0")).toBe("1747132561");
    expect(gaSessionIdOf("GS2.1.o3$g1$s1749482504$t1749482600$j60$l0$h0")).toBe("1749482504");
  });

  it("is null for a cookie it cannot read", () => {
    expect(gaSessionIdOf("GS2.1.o1$g0$t1747132655")).toBeNull();
    expect(gaSessionIdOf("GS2.1.sabc$o1")).toBeNull();
    expect(gaSessionIdOf("GS1.1.x.14")).toBeNull();
    expect(gaSessionIdOf("GA1.1.1162820436.1749482504")).toBeNull();
    expect(gaSessionIdOf(null)).toBeNull();
  });

  it("lives in the cookie named after the measurement id", () => {
    expect(gaSessionCookieName("G-TEST1234")).toBe("_ga_TEST1234");
  });
});

describe("fbcOf", () => {
  it("is the _fbc cookie as the pixel set it", () => {
    const cookie = `fb.1.1554763741205.${FBCLID}`;
    expect(fbcOf(cookie, new URL(`${BASE_URL}/book?fbclid=other`), NOW)).toBe(cookie);
  });

  it("without the cookie, is Meta's format around the page's fbclid, unaltered, created now", () => {
    expect(fbcOf(null, new URL(`${BASE_URL}/book?utm_source=fb&fbclid=${FBCLID}`), NOW)).toBe(
      `fb.1.1795453200000.${FBCLID}`,
    );
    expect(fbcOf("not-a-click-id", new URL(`${BASE_URL}/book?fbclid=AbC_d-1`), NOW)).toBe("fb.1.1795453200000.AbC_d-1");
  });

  it("is null without either, or for a click id that is not one", () => {
    expect(fbcOf(null, new URL(`${BASE_URL}/book`), NOW)).toBeNull();
    expect(fbcOf(null, null, NOW)).toBeNull();
    expect(fbcOf(null, new URL(`${BASE_URL}/book?fbclid=%3Cscript%3E`), NOW)).toBeNull();
  });
});

describe("sitePage", () => {
  it("is a path or URL of this site, resolved", () => {
    expect(sitePage("/rerouted?fbclid=x", BASE_URL)?.href).toBe(`${BASE_URL}/rerouted?fbclid=x`);
    expect(sitePage(`${BASE_URL}/book`, BASE_URL)?.href).toBe(`${BASE_URL}/book`);
  });

  it("is null for another origin, however it is spelled, and for no page or a too long one", () => {
    for (const page of [
      "https://evil.example/book",
      "//evil.example/book",
      "/\\evil.example/book",
      "http://rerouted.example/book",
      "javascript:alert(1)",
      `/${"a".repeat(768)}`,
      "",
      null,
    ])
      expect(sitePage(page, BASE_URL), String(page)).toBeNull();
  });
});

describe("checkoutPageOf", () => {
  it("is the path with only Meta's fbclid kept from the query", () => {
    expect(checkoutPageOf({ pathname: "/rerouted", search: `?utm_source=fb&fbclid=${FBCLID}&x=1` })).toBe(
      `/rerouted?fbclid=${FBCLID}`,
    );
    expect(checkoutPageOf({ pathname: "/book", search: "?utm_source=newsletter" })).toBe("/book");
  });

  it("drops a click id too long to send, and sends nothing for a path too long", () => {
    expect(checkoutPageOf({ pathname: "/book", search: `?fbclid=${"a".repeat(800)}` })).toBe("/book");
    expect(checkoutPageOf({ pathname: `/${"a".repeat(800)}`, search: "" })).toBeNull();
  });
});

describe("visitorContextOf", () => {
  const headers = new Headers({
    "user-agent": UA,
    cookie: [
      "_fbp=fb.1.1596403881668.1116446470",
      `_fbc=fb.1.1554763741205.${FBCLID}`,
      "_ga=GA1.1.1162820436.1749482504",
      "_ga_TEST1234=GS2.1.s1747132561$o1$g0$t1747132655$j0$l0$h0",
    ].join("; "),
  });
  const both = { meta: true, gaMeasurementId: "G-TEST1234" };
  const page = new URL(`${BASE_URL}/rerouted?fbclid=ignored#pricing`);
  const consent = "granted" as const;
  const noIdentifiers = {
    userAgent: null,
    clientIp: null,
    fbp: null,
    fbc: null,
    pageUrl: null,
    gaClientId: null,
    gaSessionId: null,
  };

  it("holds what Meta and GA4 receive, the page without its query or fragment", () => {
    expect(visitorContextOf({ headers, clientIp: "203.0.113.7", page, now: NOW, platforms: both, consent })).toEqual({
      userAgent: UA,
      clientIp: "203.0.113.7",
      fbp: "fb.1.1596403881668.1116446470",
      fbc: `fb.1.1554763741205.${FBCLID}`,
      pageUrl: `${BASE_URL}/rerouted`,
      gaClientId: "1162820436.1749482504",
      gaSessionId: "1747132561",
      consent: "granted",
    });
  });

  it("keeps only the fields of the platforms configured", () => {
    const metaOnly = visitorContextOf({
      headers,
      clientIp: "2001:db8::7",
      page,
      now: NOW,
      platforms: { meta: true, gaMeasurementId: null },
      consent,
    });
    expect(metaOnly).toMatchObject({ clientIp: "2001:db8::7", gaClientId: null, gaSessionId: null });
    const gaOnly = visitorContextOf({
      headers,
      clientIp: "203.0.113.7",
      page,
      now: NOW,
      platforms: { meta: false, gaMeasurementId: "G-TEST1234" },
      consent,
    });
    expect(gaOnly).toEqual({
      userAgent: null,
      clientIp: null,
      fbp: null,
      fbc: null,
      pageUrl: null,
      gaClientId: "1162820436.1749482504",
      gaSessionId: "1747132561",
      consent: "granted",
    });
    const none = { meta: false, gaMeasurementId: null };
    expect(visitorContextOf({ headers, clientIp: "203.0.113.7", page, now: NOW, platforms: none, consent })).toBeNull();
  });

  it("keeps no identifier of a buyer who did not grant consent where asked, only their answer", () => {
    for (const answer of ["denied", "unanswered"] as const) {
      expect(
        visitorContextOf({ headers, clientIp: "203.0.113.7", page, now: NOW, platforms: both, consent: answer }),
      ).toEqual({ ...noIdentifiers, consent: answer });
    }
    // Outside the regions the owner asks: kept as before.
    expect(
      visitorContextOf({ headers, clientIp: "203.0.113.7", page, now: NOW, platforms: both, consent: "not_asked" }),
    ).toMatchObject({ fbp: "fb.1.1596403881668.1116446470", consent: "not_asked" });
  });

  it("takes a browser that asked not to be tracked as a refusal", () => {
    for (const optOut of [{ "sec-gpc": "1" }, { dnt: "1" }]) {
      const asked = new Headers([...headers.entries(), ...Object.entries(optOut)]);
      expect(
        visitorContextOf({ headers: asked, clientIp: "203.0.113.7", page, now: NOW, platforms: both, consent }),
      ).toEqual({ ...noIdentifiers, consent: "denied" });
    }
  });

  it("leaves out what is missing or malformed, and a session without its client", () => {
    const odd = new Headers({
      cookie: "_fbp=<script>; _ga=GA1.1.x.y; _ga_TEST1234=GS1.1.1746825440.14.0.1746825440.0.0.0",
    });
    expect(
      visitorContextOf({ headers: odd, clientIp: "unknown", page: null, now: NOW, platforms: both, consent }),
    ).toEqual({ ...noIdentifiers, consent });
    const sessionOnly = new Headers({ "user-agent": UA, cookie: "_ga_TEST1234=GS1.1.1746825440.14.0.1746825440" });
    expect(
      visitorContextOf({ headers: sessionOnly, clientIp: "unknown", page: null, now: NOW, platforms: both, consent }),
    ).toMatchObject({ userAgent: UA, clientIp: null, gaClientId: null, gaSessionId: null });
  });
});
