import { describe, expect, it } from "vitest";
import { signUpFollowUp } from "./sign-up";

describe("signUpFollowUp", () => {
  it("signs a new reader in and sends nothing", () => {
    expect(signUpFollowUp({ created: true, adminAddress: false })).toEqual({ email: null, signIn: true });
  });

  it("signs a new ADMIN_EMAILS account in as an ordinary one and sends the confirmation", () => {
    expect(signUpFollowUp({ created: true, adminAddress: true })).toEqual({ email: "confirm", signIn: true });
  });

  it("signs nobody in to a taken address, admin or not, and tells its owner", () => {
    expect(signUpFollowUp({ created: false, adminAddress: false })).toEqual({ email: "taken", signIn: false });
    expect(signUpFollowUp({ created: false, adminAddress: true })).toEqual({ email: "taken", signIn: false });
  });
});
