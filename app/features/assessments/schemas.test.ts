import { describe, expect, it } from "vitest";
import { authorContactSchema, readinessContactForm, readinessContactSchema } from "./schemas";

describe("readiness email capture", () => {
  it.each([
    [
      { name: "", email: "" },
      { name: "Please enter your name", email: "Please enter your email" },
    ],
    [
      { name: "  ", email: "a@b" },
      { name: "Please enter your name", email: "Please enter a valid email address" },
    ],
    [{ name: "Ann", email: "ann at example.com" }, { email: "Please enter a valid email address" }],
    [
      { name: "www.evil-login.example/reset?acct=you", email: "you@example.com" },
      { name: "Please enter just your name, without web addresses, domains or @" },
    ],
    [
      { name: "ann@x.io", email: "you@example.com" },
      { name: "Please enter just your name, without web addresses, domains or @" },
    ],
  ])("%j -> SPEC's messages", (input, messages) => {
    const checked = readinessContactForm.check(input);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reply.fieldErrors).toEqual(messages);
  });

  it("trims the name and lowercases the email", () => {
    expect(readinessContactSchema.parse({ name: " Ann ", email: " Ann@Example.COM " })).toEqual({
      name: "Ann",
      email: "ann@example.com",
      marketingConsent: false,
    });
  });
});

describe("author lead form", () => {
  const base = { fullName: "Ann", email: "ann@example.com" };
  it("takes a name with accents, hyphens, apostrophes and titles, and refuses a domain", () => {
    for (const fullName of ["Mary-Jane O'Neil", "José", "Dr. Ann Lee"]) {
      expect(authorContactSchema.safeParse({ ...base, fullName }).success, fullName).toBe(true);
    }
    expect(authorContactSchema.safeParse({ ...base, fullName: "evil.com" }).success).toBe(false);
  });

  it("needs the SMS consent only when a phone is given", () => {
    expect(authorContactSchema.safeParse({ ...base, phone: "" }).success).toBe(true);
    expect(authorContactSchema.safeParse({ ...base, phone: "555 010 1234" }).success).toBe(false);
    expect(authorContactSchema.safeParse({ ...base, phone: "555 010 1234", smsConsent: true }).success).toBe(true);
  });

  it("refuses something that is not a phone number", () => {
    expect(authorContactSchema.safeParse({ ...base, phone: "123", smsConsent: true }).success).toBe(false);
    expect(authorContactSchema.safeParse({ ...base, phone: "call me", smsConsent: true }).success).toBe(false);
  });
});
