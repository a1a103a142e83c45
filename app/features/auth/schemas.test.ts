import { describe, expect, it } from "vitest";
import { defineForm } from "~/lib/forms";
import { loginForm, loginSchema, signupSchema } from "./schemas";

describe("form schemas", () => {
  it("normalises the email and requires the password on sign-in", () => {
    expect(loginSchema.parse({ email: " Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
    const missing = loginSchema.safeParse({ email: "ada@example.com", password: "" });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(missing.error.issues[0]?.message).toBe("Enter your password");
  });

  it("requires every sign-up field and a password of at least 10 characters", () => {
    const ok = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "1234567890" };
    expect(signupSchema.safeParse(ok).success).toBe(true);
    expect(signupSchema.safeParse({ ...ok, firstName: "  " }).success).toBe(false);
    expect(signupSchema.safeParse({ ...ok, email: "ada" }).success).toBe(false);
    const short = signupSchema.safeParse({ ...ok, password: "123456789" });
    expect(short.success).toBe(false);
    if (!short.success) expect(short.error.issues[0]?.message).toBe("Use at least 10 characters");
  });

  it("refuses sign-up names that a mail client would show as a link", () => {
    const ok = { firstName: "Mary-Jane", lastName: "O'Neil", email: "mj@example.com", password: "1234567890" };
    expect(signupSchema.safeParse(ok).success).toBe(true);
    for (const name of ["www.evil-login.example/reset?acct=you", "ann@x.io", "evil.com"]) {
      const first = signupSchema.safeParse({ ...ok, firstName: name });
      expect(first.success, name).toBe(false);
      if (!first.success) {
        expect(first.error.issues[0]?.message).toBe("Please enter just your name, without web addresses, domains or @");
      }
      expect(signupSchema.safeParse({ ...ok, lastName: name }).success, name).toBe(false);
    }
  });
});

describe("redirectTo on the sign-in forms", () => {
  it("refuses control characters with a clear message", () => {
    const tab = loginSchema.safeParse({ email: "a@example.com", password: "x", redirectTo: "/\t/evil.example" });
    expect(tab.success).toBe(false);
    if (!tab.success) {
      expect(tab.error.issues[0]?.message).toBe("This sign-in link is broken. Open the page again from the site.");
    }
    expect(loginSchema.safeParse({ email: "a@example.com", password: "x", redirectTo: "/admin" }).success).toBe(true);
  });
});

describe("the sign-in form", () => {
  it("puts each message next to its input and keeps the typed email, never the password", () => {
    expect(loginForm.check({ email: "ada", password: "" })).toEqual({
      ok: false,
      message: "Enter a valid email address",
      reply: {
        fieldErrors: { email: "Enter a valid email address", password: "Enter your password" },
        values: { email: "ada" },
      },
    });
  });

  it("makes a broken redirect target, which has no input on screen, the form's message", () => {
    const checked = loginForm.check({ email: "a@example.com", password: "x", redirectTo: "/\t/evil.example" });
    expect(!checked.ok && checked.reply).toEqual({
      error: "This sign-in link is broken. Open the page again from the site.",
      fieldErrors: {},
      values: { email: "a@example.com" },
    });
  });

  it("names only the schema's inputs: a misspelt one fails typecheck", () => {
    // @ts-expect-error "emial" is not an input of the sign-in schema
    defineForm(loginSchema, { fields: ["emial", "password"], keep: ["email"] });
    // @ts-expect-error "pasword" is not an input of the sign-in form
    expect(loginForm.name("pasword")).toBe("pasword");
  });
});
