import { describe, expect, it } from "vitest";
import {
  checkAuthorizeRequest,
  consentCovers,
  keyPublished,
  pkceMatches,
  productSlug,
  redirectUriProblem,
  redirectWith,
  signingKeyDue,
  type AuthorizeParams,
} from "./rules";

const client = {
  id: "c1",
  name: "AI Clarity Platform",
  redirectUris: ["https://ai.example/callback"],
  scopes: ["openid", "email", "entitlements"],
};
// RFC 7636 appendix B.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const good: AuthorizeParams = {
  client_id: "c1",
  redirect_uri: "https://ai.example/callback",
  response_type: "code",
  scope: "openid entitlements",
  state: "s1",
  code_challenge: CHALLENGE,
  code_challenge_method: "S256",
};

describe("authorization requests", () => {
  it("accepts a registered client's PKCE request for its scopes", () => {
    expect(checkAuthorizeRequest(good, client)).toMatchObject({
      kind: "ok",
      scopes: ["openid", "entitlements"],
      state: "s1",
      codeChallenge: CHALLENGE,
    });
  });

  it("refuses on its own page an unknown client or an unregistered redirect URI", () => {
    expect(checkAuthorizeRequest(good, undefined).kind).toBe("refuse");
    expect(checkAuthorizeRequest({ ...good, redirect_uri: "https://evil.example/callback" }, client).kind).toBe(
      "refuse",
    );
    expect(checkAuthorizeRequest({ ...good, redirect_uri: "https://ai.example/callback/" }, client).kind).toBe(
      "refuse",
    );
  });

  it("answers the client for a missing or plain PKCE challenge, another response type, or a scope not registered", () => {
    const errorOf = (params: AuthorizeParams) => {
      const check = checkAuthorizeRequest(params, client);
      return check.kind === "error" ? check.error : check.kind;
    };
    expect(errorOf({ ...good, code_challenge: undefined })).toBe("invalid_request");
    expect(errorOf({ ...good, code_challenge_method: "plain" })).toBe("invalid_request");
    expect(errorOf({ ...good, response_type: "token" })).toBe("unsupported_response_type");
    expect(errorOf({ ...good, scope: "openid profile" })).toBe("invalid_scope");
    expect(errorOf({ ...good, scope: "" })).toBe("invalid_scope");
  });
});

describe("PKCE", () => {
  it("matches RFC 7636's example and nothing else", () => {
    expect(pkceMatches(VERIFIER, CHALLENGE)).toBe(true);
    expect(pkceMatches(`${VERIFIER.slice(0, -1)}N`, CHALLENGE)).toBe(false);
    expect(pkceMatches("short", CHALLENGE)).toBe(false);
  });
});

describe("consent", () => {
  it("is skipped only when an earlier approval covers every scope", () => {
    expect(consentCovers(["openid", "email"], ["openid"])).toBe(true);
    expect(consentCovers(["openid"], ["openid", "entitlements"])).toBe(false);
    expect(consentCovers(undefined, ["openid"])).toBe(false);
  });
});

describe("the entitlements claim", () => {
  it("names products by slug", () => {
    expect(productSlug("AI Clarity Suite")).toBe("ai-clarity-suite");
    expect(productSlug("Rerouted: The Audiobook!")).toBe("rerouted-the-audiobook");
    expect(productSlug("Café Crème")).toBe("cafe-creme");
  });
});

describe("redirects", () => {
  it("add the answer and the issuer to the registered URI, keeping its own query", () => {
    expect(
      redirectWith("https://ai.example/cb?x=1", "https://rerouted.example", { code: "abc", state: undefined }),
    ).toBe("https://ai.example/cb?x=1&code=abc&iss=https%3A%2F%2Frerouted.example");
  });

  it("may be registered over https, or http on localhost, without a fragment", () => {
    expect(redirectUriProblem("https://ai.example/cb")).toBeNull();
    expect(redirectUriProblem("http://localhost:3000/cb")).toBeNull();
    expect(redirectUriProblem("http://ai.example/cb")).toMatch(/https/);
    expect(redirectUriProblem("https://ai.example/cb#x")).toMatch(/fragment/);
    expect(redirectUriProblem("/cb")).toMatch(/full address/);
  });
});

describe("signing key rotation", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("replaces a key 90 days old", () => {
    expect(signingKeyDue(undefined, now)).toBe(true);
    expect(signingKeyDue({ createdAt: new Date("2026-08-31T12:00:01Z") }, now)).toBe(false);
    expect(signingKeyDue({ createdAt: new Date("2026-08-30T12:00:00Z") }, now)).toBe(true);
  });

  it("publishes a replaced key for 7 days", () => {
    expect(keyPublished({ retiredAt: null }, now)).toBe(true);
    expect(keyPublished({ retiredAt: new Date("2026-11-21T12:00:01Z") }, now)).toBe(true);
    expect(keyPublished({ retiredAt: new Date("2026-11-21T12:00:00Z") }, now)).toBe(false);
  });
});
