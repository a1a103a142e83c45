import { ADMIN, axeViolations, expect, holdRequests, openHydrated, READER, signIn, test } from "./fixtures";
import { linkInMail } from "./mailbox";

test("the demo reader signs in and lands on the library", async ({ page }) => {
  await signIn(page, READER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${READER.email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rerouted: The Audiobook" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("a wrong password shows the error box and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(READER.email);
  await page.getByLabel("Password").fill("not-my-password");
  const action = await holdRequests(page, "**/login.data*");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  action.release();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("sign-up shows its pending state, creates the account and opens an empty library", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Ruth");
  await page.getByLabel("Last name").fill("Moab");
  await page.getByLabel("Email").fill(`ruth-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("a-long-password");
  // Hold the action request until the pending state has been seen.
  const action = await holdRequests(page, "**/signup.data*");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  action.release();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText("No products available yet.")).toBeVisible();
  await expect(page.getByText("Contact support to get access to products.")).toBeVisible();
});

test("an ADMIN_EMAILS account sees the Admin button and the admin area once its emailed link is followed", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Site");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password").fill("owner-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL("**/dashboard");
  // Not an admin yet: whoever signed up first with the address must prove they own it.
  await expect(
    page.getByText("To open the admin area, confirm your email address with the link we sent to owner@example.com."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  const link = await linkInMail("owner@example.com", "Confirm your email for Rerouted");
  await page.goto(`${link.pathname}${link.search}`);
  // Following the link means choosing the account's password; only that proves the address.
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await page.getByLabel("Password").fill("owner-password-2");
  await page.getByRole("button", { name: "Confirm and save password" }).click();
  await page.waitForURL(/\/login\?redirectTo=%2Fadmin$/);
  await expect(page.getByText("Your email is confirmed and your password is set.")).toBeVisible();
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password").fill("owner-password-2");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Admin" }).first().click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage products, users, and analytics")).toBeVisible();
});

test("the seeded admin reaches /admin; signing out returns to /login and /admin redirects", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("**/login");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test("the theme choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("radio", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.getByRole("radio", { name: "System theme" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the mobile menu mirrors the header buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const name of ["Get Book", "Get Assessment", "Create Your Book", "Login"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
});

test("the header shrinks after 50 px of scroll", async ({ page }) => {
  await page.goto("/login");
  const header = page.locator("header").first();
  await expect(header).not.toHaveAttribute("data-compact", /.*/);
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 120);
  });
  await expect(header).toHaveAttribute("data-compact", "true");
});

for (const path of ["/login", "/signup", "/no-such-page"]) {
  test(`no axe-core violations on ${path} (light and dark)`, async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(path);
      if (path === "/no-such-page") expect(response?.status()).toBe(404);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
