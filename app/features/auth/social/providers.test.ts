import { describe, expect, it } from "vitest";
import { callbackPath, discoveryUrl, providerButtons, socialErrorMessage } from "./providers";

describe("sign-in providers", () => {
  it("reads the issuer's discovery document, with or without a trailing slash", () => {
    expect(discoveryUrl("https://login.example.com")).toBe(
      "https://login.example.com/.well-known/openid-configuration",
    );
    expect(discoveryUrl("https://login.example.com/realms/x/")).toBe(
      "https://login.example.com/realms/x/.well-known/openid-configuration",
    );
  });

  it("comes back to the site's own callback route", () => {
    expect(callbackPath("google")).toBe("/auth/callback/google");
  });

  it("tells the browser names, never credentials", () => {
    const buttons = providerButtons([
      { id: "oidc", name: "Acme ID", clientId: "id", clientSecret: "secret", issuer: "https://id.acme.test" },
    ]);
    expect(buttons).toEqual([{ id: "oidc", name: "Acme ID" }]);
  });

  it("explains a refused sign-in in the member's words", () => {
    expect(socialErrorMessage(null)).toBeNull();
    expect(socialErrorMessage("account_not_linked")).toMatch(/^An account with this email already exists/);
    expect(socialErrorMessage("account_already_linked_to_different_user")).toBe(
      "That sign-in is already connected to another account.",
    );
    expect(socialErrorMessage("something_else")).toBe("Sign-in with that provider did not work. Please try again.");
  });
});
