import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseHtml, pageText, type HtmlScope } from "./html";
import {
  cookiesFrom,
  lastEmailLink,
  loadPage,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  submitForm,
  type TestServer,
  visitAndReloadHtml,
} from "./harness";

/**
 * The forms work as plain form posts, as in a browser without JavaScript:
 * each page is loaded, its form filled in by label and posted as the browser
 * posts it, and the server's HTML answer read. An invalid field comes back
 * next to that field, marked aria-invalid and announced through
 * aria-describedby, with what was typed kept (never a password); a notice
 * after a redirect shows once. With JavaScript the browser checks the same
 * fields before posting (tests/e2e/auth-forms.spec.ts).
 */
let server: TestServer;
let reader: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  reader = (await signUp(server, { email: "reader@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

/** Loads `path`, presses `button` with the fields filled in, and reads the page the server answers: refused, not redirected. */
async function answerTo(path: string, button: string, fill: Record<string, string>, cookie?: string) {
  const response = await submitForm(server, await loadPage(server, path, cookie), button, fill, cookie);
  expect(response.status).toBe(400);
  return parseHtml(await response.text());
}

/** The field is marked invalid, and the element its aria-describedby names first holds the message. */
function expectFieldError(page: HtmlScope, label: string, message: string) {
  const field = page.field(label);
  expect(field.attributes["aria-invalid"]).toBe("true");
  const [first = ""] = (field.attributes["aria-describedby"] ?? "").split(" ");
  expect(page.byId(first).text).toBe(message);
  expect(field.description).toMatch(new RegExp(`^${message}`));
}

describe("the account forms without JavaScript", () => {
  it("sign-in shows a malformed email next to the field and keeps it", async () => {
    const page = await answerTo("/login", "Sign In", { Email: "not-an-email", Password: "whatever-it-is" });
    expectFieldError(page, "Email", "Enter a valid email address");
    expect(page.field("Email").attributes.value).toBe("not-an-email");
    expect(page.field("Password").attributes["aria-invalid"]).not.toBe("true");
  });

  it("sign-up shows a short password next to the field, keeps the name and never the password", async () => {
    const page = await answerTo("/signup", "Sign Up", {
      "First name": "Tabitha",
      "Last name": "Joppa",
      Email: "tabitha@example.com",
      Password: "short",
    });
    expectFieldError(page, "Password", "Use at least 10 characters");
    expect(page.field("First name").attributes.value).toBe("Tabitha");
    expect(page.field("Email").attributes.value).toBe("tabitha@example.com");
    expect(page.field("Password").attributes.value ?? "").toBe("");
  });

  it("forgot password shows a malformed email next to the field", async () => {
    const page = await answerTo("/forgot-password", "Send reset link", { Email: "nobody-at-example" });
    expectFieldError(page, "Email", "Enter a valid email address");
    expect(page.field("Email").attributes.value).toBe("nobody-at-example");
  });

  it("reset password shows a short password next to the field", async () => {
    const page = await answerTo("/reset-password?token=some-token", "Save new password", { "New password": "short" });
    expectFieldError(page, "New password", "Use at least 10 characters");
  });

  it("the two-factor step shows an empty code next to the field", async () => {
    const page = await answerTo("/login/two-factor", "Verify", {});
    expectFieldError(page, "Authentication code", "Enter the code from your authenticator app");
  });

  it("account security shows an empty password next to the field", async () => {
    const page = await answerTo("/account/security", "Set up two-factor authentication", {}, reader);
    expectFieldError(page, "Current password", "Enter your password");
  });

  it("the password reset's notice shows once and not again on reload", async () => {
    const email = "forgetful@example.com";
    const signedUp = await submitForm(server, await loadPage(server, "/signup"), "Sign Up", {
      "First name": "Eutychus",
      "Last name": "Troas",
      Email: email,
      Password: "the-first-password",
    });
    expect(signedUp.headers.get("location")).toBe("/dashboard");
    const session = cookiesFrom(signedUp);
    const signedOut = await submitForm(server, await loadPage(server, "/dashboard", session), "Sign Out", {}, session);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).not.toBe("/dashboard");

    const requested = await submitForm(server, await loadPage(server, "/forgot-password"), "Send reset link", {
      Email: email,
    });
    expect(pageText(await requested.text())).toContain(
      "If an account exists for that email, a reset link is on its way.",
    );
    const link = await lastEmailLink(server, email, "Reset your Rerouted password");
    const reset = await submitForm(
      server,
      await loadPage(server, `${link.pathname}${link.search}`),
      "Save new password",
      {
        "New password": "the-second-password",
      },
    );
    expect(reset.status).toBe(302);
    // Back on the sign-in page itself, with nothing in its address to bring the notice back.
    expect(reset.headers.get("location")).toBe("/login");

    const [shown, reloaded] = await visitAndReloadHtml(server, reset);
    const notice = "Your password has been updated. Sign in with the new one.";
    expect(
      parseHtml(shown)
        .statuses()
        .map((s) => s.text),
    ).toEqual([notice]);
    expect(parseHtml(reloaded).headings("Welcome Back")).toHaveLength(1);
    expect(pageText(reloaded)).not.toContain(notice);
  });
});

describe("the admin's Offers form without JavaScript", () => {
  it("saves an offer with a plain form post and shows the result once", async () => {
    const offers = await loadPage(server, "/admin?tab=offers", admin);
    const saved = await submitForm(server, offers, "Save Bundle", { Price: "26" }, admin);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin?tab=offers");

    const [shown, reloaded] = await visitAndReloadHtml(server, saved, admin);
    const price = (html: string) => parseHtml(html).region("Bundle").within.field("Price").attributes.value;
    expect(
      parseHtml(shown)
        .statuses()
        .filter((s) => s.text.includes("Bundle saved")),
    ).toHaveLength(1);
    expect(price(shown)).toBe("26");
    expect(price(reloaded)).toBe("26");
    expect(pageText(reloaded)).not.toContain("Bundle saved");
  });
});
