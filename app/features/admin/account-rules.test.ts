import { describe, expect, it } from "vitest";
import {
  ANONYMISED_NAME,
  anonymisedEmail,
  isAnonymisedEmail,
  refuseDemotion,
  refusePromotion,
  refuseRemoval,
  refuseSelfErasure,
  type AccountFacts,
} from "./account-rules";

const ruth: AccountFacts = { id: "u-ruth", email: "ruth@example.com", emailVerified: true, isAdmin: false };
const owner: AccountFacts = { id: "u-owner", email: "owner@example.com", emailVerified: true, isAdmin: true };
const helper: AccountFacts = { id: "u-helper", email: "helper@example.com", emailVerified: true, isAdmin: true };

describe("anonymisedEmail", () => {
  it("is unique per account and under the reserved .invalid domain", () => {
    expect(anonymisedEmail("0B7C8A2E-1111-4222-8333-944455556666")).toBe(
      "user-0b7c8a2e-1111-4222-8333-944455556666@anonymised.invalid",
    );
    expect(isAnonymisedEmail("user-x@anonymised.invalid")).toBe(true);
    expect(isAnonymisedEmail("USER-X@ANONYMISED.INVALID")).toBe(true);
    expect(isAnonymisedEmail("ruth@example.com")).toBe(false);
    expect(isAnonymisedEmail("ruth@notanonymised.invalid")).toBe(false);
  });

  it("names the account 'Anonymised user'", () => {
    expect(ANONYMISED_NAME).toEqual({ firstName: "Anonymised", lastName: "user", name: "Anonymised user" });
  });
});

describe("refusePromotion", () => {
  it("promotes a customer whose address is confirmed", () => {
    expect(refusePromotion(ruth)).toBeNull();
  });

  it("refuses an unconfirmed address, an anonymised account and an admin", () => {
    expect(refusePromotion({ ...ruth, emailVerified: false })).toBe(
      'ruth@example.com has not confirmed its email address. Only a confirmed address can become an admin: they confirm it by choosing a password through "Forgot password?" on the sign-in page.',
    );
    expect(refusePromotion({ ...ruth, email: anonymisedEmail("u-ruth"), emailVerified: true })).toBe(
      "An anonymised account cannot become an admin",
    );
    expect(refusePromotion(owner)).toBe("owner@example.com is already an admin");
  });
});

describe("refuseDemotion", () => {
  const context = { actorId: owner.id, adminCount: 2, adminEmails: ["owner@example.com"] };

  it("demotes another admin", () => {
    expect(refuseDemotion(helper, context)).toBeNull();
  });

  it("refuses the admin's own account, the last admin, an ADMIN_EMAILS address and a customer", () => {
    expect(refuseDemotion(owner, context)).toBe("You cannot remove your own admin rights: another admin can.");
    expect(refuseDemotion(helper, { ...context, adminCount: 1 })).toBe(
      "helper@example.com is the last admin: make another account an admin first.",
    );
    expect(refuseDemotion(helper, { ...context, adminEmails: ["helper@example.com"] })).toBe(
      "helper@example.com is listed in ADMIN_EMAILS, which makes it an admin again whenever the server starts: remove it from ADMIN_EMAILS first.",
    );
    expect(refuseDemotion(ruth, context)).toBe("ruth@example.com is not an admin");
  });
});

describe("refuseRemoval", () => {
  const context = { actorId: owner.id, adminCount: 2 };

  it("removes a customer, or another admin while one remains", () => {
    expect(refuseRemoval(ruth, context)).toBeNull();
    expect(refuseRemoval(helper, context)).toBeNull();
    expect(refuseRemoval(ruth, { ...context, adminCount: 1 })).toBeNull();
  });

  it("refuses the admin's own account and the last admin", () => {
    expect(refuseRemoval(owner, context)).toBe("You cannot delete or anonymise your own account.");
    expect(refuseRemoval(helper, { ...context, adminCount: 1 })).toBe(
      "helper@example.com is the last admin and cannot be removed.",
    );
  });
});

describe("refuseSelfErasure", () => {
  it("lets a customer and an admin among others delete their own account", () => {
    expect(refuseSelfErasure(ruth, 1)).toBeNull();
    expect(refuseSelfErasure(owner, 2)).toBeNull();
  });

  it("keeps the last admin", () => {
    expect(refuseSelfErasure(owner, 1)).toBe(
      "You are the site's only admin: make another account an admin before deleting yours.",
    );
  });
});
