import { totpCode, wrongTotpCode } from "../totp";
import { axeViolations, expect, test } from "./fixtures";

test("a member turns on two-factor, then signing in asks for the app's code", async ({ page }) => {
  const email = `guarded-${Date.now()}@example.com`;
  const password = "a-long-password";
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Lydia");
  await page.getByLabel("Last name").fill("Thyatira");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL("**/dashboard");

  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByText("Off", { exact: true })).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const secret = (await page.locator("code").innerText()).replaceAll(" ", "");
  expect(await axeViolations(page)).toEqual([]);

  // A mistyped code keeps the QR code and the backup codes on screen.
  await page.getByLabel("Six-digit code").fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByLabel("Six-digit code")).toHaveAccessibleDescription("Invalid code");
  await expect(page.getByLabel("Six-digit code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();

  await page.getByLabel("Six-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByText("On", { exact: true })).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname !== "/dashboard");

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/login/two-factor**");
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Authentication code").fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid code");

  // As an authenticator app shows it: two groups of three.
  const code = totpCode(secret);
  await page.getByLabel("Authentication code").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
});
