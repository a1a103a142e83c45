import { describe, expect, it } from "vitest";
import { localRedirect, safeRedirect } from "./safe-redirect";

const FALLBACK = "/fallback";

/** Known open-redirect bypasses, each with the only answer allowed: the fallback or a path of this site. */
const BYPASSES: [target: string, answer: string][] = [
  // Dot segments that normalise to a leading `//`.
  ["/.//evil.example", FALLBACK],
  ["/..//evil.example", FALLBACK],
  ["/./..//evil.example", FALLBACK],
  ["/dashboard/..//evil.example", FALLBACK],
  ["/dashboard/../..//evil.example", FALLBACK],
  ["/%2e%2e//evil.example", FALLBACK],
  ["/%2e//evil.example", FALLBACK],
  ["/.%2e//evil.example", FALLBACK],
  ["/%2e%2e/%2e%2e//evil.example", FALLBACK],
  // Protocol-relative, any number of slashes.
  ["//evil.example", FALLBACK],
  ["///evil.example", FALLBACK],
  ["////evil.example", FALLBACK],
  ["//evil%2eexample", FALLBACK],
  ["//%65vil.example", FALLBACK],
  // Backslashes, which a browser reads as slashes.
  ["/\\evil.example", FALLBACK],
  ["/\\\\evil.example", FALLBACK],
  ["\\/evil.example", FALLBACK],
  ["\\\\evil.example", FALLBACK],
  ["/\\/evil.example", FALLBACK],
  ["//\\evil.example", FALLBACK],
  // Tabs, CR and LF, which a browser drops from a URL.
  ["/\t/evil.example", FALLBACK],
  ["/\n/evil.example", FALLBACK],
  ["/\r\n/evil.example", FALLBACK],
  ["/\r/evil.example", FALLBACK],
  ["/\u0000/evil.example", FALLBACK],
  ["/\u007f/evil.example", FALLBACK],
  // Encoded slashes and whitespace stay encoded: one path segment of this site.
  ["/%09/evil.example", "/%09/evil.example"],
  ["/%0d%0a/evil.example", "/%0d%0a/evil.example"],
  ["/%2f/evil.example", "/%2f/evil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/%5c/evil.example", "/%5c/evil.example"],
  ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
  ["%2f%2fevil.example", FALLBACK],
  ["%5c%5cevil.example", FALLBACK],
  // Unicode lookalikes of the slash and the dot.
  ["/\uff0f/evil.example", "/%EF%BC%8F/evil.example"],
  ["\uff0f\uff0fevil.example", FALLBACK],
  ["/\u2215/evil.example", "/%E2%88%95/evil.example"],
  ["\u2215\u2215evil.example", FALLBACK],
  ["/\u2044evil.example", "/%E2%81%84evil.example"],
  ["/\ufe68evil.example", "/%EF%B9%A8evil.example"],
  ["\u3002evil.example", FALLBACK],
  ["/\u00a0/evil.example", "/%C2%A0/evil.example"],
  // Script and data schemes, any case.
  ["javascript:alert(1)", FALLBACK],
  ["JavaScript:alert(1)", FALLBACK],
  ["java\tscript:alert(1)", FALLBACK],
  ["data:text/html,<script>alert(1)</script>", FALLBACK],
  ["vbscript:msgbox(1)", FALLBACK],
  ["/javascript:alert(1)", "/javascript:alert(1)"],
  // Absolute URLs, any case, slashes or none.
  ["http://evil.example", FALLBACK],
  ["https://evil.example", FALLBACK],
  ["HTTPS://evil.example", FALLBACK],
  ["hTtP://evil.example", FALLBACK],
  ["http:evil.example", FALLBACK],
  ["https:/evil.example", FALLBACK],
  ["http:\\\\evil.example", FALLBACK],
  ["ftp://evil.example", FALLBACK],
  // Userinfo.
  ["//user@evil.example", FALLBACK],
  ["//site.invalid@evil.example", FALLBACK],
  ["https://site.invalid@evil.example", FALLBACK],
  ["/\\@evil.example", FALLBACK],
  ["@evil.example", FALLBACK],
  ["/@evil.example", "/@evil.example"],
  // Leading whitespace, bare hosts, and slashes after the path.
  [" //evil.example", FALLBACK],
  [" /dashboard", FALLBACK],
  ["evil.example", FALLBACK],
  ["/ /evil.example", "/%20/evil.example"],
  ["/?next=//evil.example", "/?next=//evil.example"],
  ["/admin#//evil.example", "/admin#//evil.example"],
];

describe("safeRedirect", () => {
  it("holds a corpus of at least 50 known bypasses", () => {
    expect(BYPASSES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(BYPASSES)("%j -> %j", (target, answer) => {
    expect(safeRedirect(target, FALLBACK)).toBe(answer);
  });

  it.each(BYPASSES)("%j answers a path a browser keeps on this site", (target) => {
    const answer = safeRedirect(target, FALLBACK);
    expect(answer).toMatch(/^\/[^/\\]/);
    const page = "https://rerouted.example/login?redirectTo=x";
    expect(new URL(answer, page).origin).toBe("https://rerouted.example");
    // A second pass changes nothing: two routes that both check agree.
    expect(safeRedirect(answer, FALLBACK)).toBe(answer);
  });

  it.each([
    "/admin",
    "/dashboard?tab=1#x",
    "/product/abc",
    "/admin?tab=users#top",
    "/",
    "/login/two-factor?redirectTo=%2Fadmin",
  ])("keeps the path of this site %j exactly", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(target);
  });

  it("resolves dot segments that stay below the root", () => {
    expect(safeRedirect("/./admin", FALLBACK)).toBe("/admin");
    expect(safeRedirect("/../../admin", FALLBACK)).toBe("/admin");
    expect(safeRedirect("/../", FALLBACK)).toBe("/");
  });

  it("answers the fallback, by default the home page, for anything not a string path", () => {
    for (const target of [undefined, null, 42, {}, "", "dashboard"])
      expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect("/.//evil.example")).toBe("/");
  });
});

describe("localRedirect", () => {
  it("answers 302 with the checked target and the given headers", () => {
    const response = localRedirect("/.//evil.example", { fallback: "/dashboard", headers: { "Set-Cookie": "a=1" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(response.headers.get("set-cookie")).toBe("a=1");
    expect(localRedirect("/rerouted/thank-you?x=1").headers.get("location")).toBe("/rerouted/thank-you?x=1");
  });
});
