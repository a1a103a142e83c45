import type { Page } from "@playwright/test";
import { expect, READER, signIn, test, waitForHydration } from "./fixtures";
import { linkInMail } from "./mailbox";

/**
 * With JavaScript, every auth form checks an invalid field in the browser
 * before sending anything, and answers it next to that field, marked
 * aria-invalid and announced through aria-describedby. The server's answer
 * to the same forms posted without JavaScript is checked on its HTML in
 * tests/integration/no-javascript-forms.test.ts.
 */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/**
 * Opens a form page, hydrated, and returns the posts it sends from then on:
 * the browser's own check must answer an invalid field without posting.
 */
async function open(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  // The form's own posts (`/login`, or `/login.data` from the router); analytics beacons aside.
  const formPath = new URL(path, "http://site.invalid").pathname;
  const posts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && pathname.replace(/\.data$/, "") === formPath) posts.push(pathname);
  });
  return posts;
}

test.describe("with JavaScript", () => {
  test("sign-in shows a malformed email next to the field and keeps it", async ({ page }) => {
    const posts = await open(page, "/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("whatever-it-is");
    // The form's check loads when a field first takes the focus; a person types for longer than that takes.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectFieldError(page, "Email", "Enter a valid email address");
    expect(posts).toEqual([]);
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Password")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sign-up shows a short password next to the field and keeps the name", async ({ page }) => {
    const posts = await open(page, "/signup");
    await page.getByLabel("First name").fill("Tabitha");
    await page.getByLabel("Last name").fill("Joppa");
    await page.getByLabel("Email").fill("tabitha@example.com");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError(page, "Password", "Use at least 10 characters");
    expect(posts).toEqual([]);
    await expect(page.getByLabel("First name")).toHaveValue("Tabitha");
    await expect(page.getByLabel("Email")).toHaveValue("tabitha@example.com");
  });

  test("forgot password shows a malformed email next to the field", async ({ page }) => {
    const posts = await open(page, "/forgot-password");
    await page.getByLabel("Email").fill("nobody-at-example");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expectFieldError(page, "Email", "Enter a valid email address");
    expect(posts).toEqual([]);
    await expect(page.getByLabel("Email")).toHaveValue("nobody-at-example");
  });

  test("reset password shows a short password next to the field", async ({ page }) => {
    const posts = await open(page, "/reset-password?token=some-token");
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expectFieldError(page, "New password", "Use at least 10 characters");
    expect(posts).toEqual([]);
  });

  test("the two-factor step shows an empty code next to the field", async ({ page }) => {
    const posts = await open(page, "/login/two-factor");
    await page.getByRole("button", { name: "Verify" }).click();
    await expectFieldError(page, "Authentication code", "Enter the code from your authenticator app");
    expect(posts).toEqual([]);
  });

  test("account security shows an empty password next to the field", async ({ page }) => {
    await signIn(page, READER);
    const posts = await open(page, "/account/security");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expectFieldError(page, "Current password", "Enter your password");
    expect(posts).toEqual([]);
  });

  test("the password reset's notice shows once and not again on reload", async ({ page }) => {
    const email = `forgetful-js-${Date.now()}@example.com`;
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Eutychus");
    await page.getByLabel("Last name").fill("Troas");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("the-first-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname !== "/dashboard");

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that email, a reset link is on its way.")).toBeVisible();
    const link = await linkInMail(email, "Reset your Rerouted password");
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password").fill("the-second-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    const notice = page.getByText("Your password has been updated. Sign in with the new one.");
    await expect(notice).toBeVisible();
    expect(new URL(page.url()).search).toBe("");

    // The reload's answer is the event that would bring the notice back: wait for it, then look.
    await page.reload({ waitUntil: "load" });
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
