import { createHmac } from "node:crypto";
import type { CDPSession, Page } from "@playwright/test";
import { E2E_PURCHASE_WEBHOOK_SECRET } from "../../playwright.config";
import { totpCode } from "../totp";
import { axeViolations, expect, READER, test } from "./fixtures";
import { linkInMail } from "./mailbox";

/**
 * Passkeys in Chromium with the DevTools protocol's virtual authenticator:
 * a platform authenticator that holds discoverable credentials, verifies
 * the user and answers prompts by itself (automaticPresenceSimulation).
 * This project's site runs on http://localhost (playwright.config.ts).
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("Last name").fill("Keys");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL("**/dashboard");
}

async function signOut(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname !== "/dashboard");
}

test("a member adds a passkey, signs in with it from the email field's autofill, and removes it", async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = `keys-${Date.now()}@example.com`;
  await signUp(page, email, "a-long-password");

  await page.goto("/account/security");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices).toContainText("This device");
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByLabel("Passkey name (optional)").fill("My laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Your passkey is added.")).toBeVisible();
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("My laptop");
  expect(await axeViolations(page)).toEqual([]);
  // The private key stays on the device: the authenticator holds one credential for this site.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toMatchObject([{ rpId: "localhost", isResidentCredential: true }]);

  // Signing out lands on /login, whose autofill request the authenticator would answer: silent until then.
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: false });
  await signOut(page);
  // Leave that /login first: its pending autofill request would sign in a second time.
  await page.goto("about:blank");
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: true });
  // The sign-in page asks the browser for a passkey as it opens (conditional UI): the
  // virtual authenticator answers at once, as a member picking it from the suggestions.
  await page.goto("/login?redirectTo=%2Faccount%2Fsecurity");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
  await page.waitForURL("**/account/security");
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole("button", { name: "Remove My laptop" }).click();
  await expect(page.getByText("The passkey is removed.")).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // The sign-up's session ended with the sign-out: the passkey's is the only one. A password
  // change offers signing out every other device, ticked by default.
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);
  await page.getByLabel("Old password").fill("a-long-password");
  await page.getByLabel("New password").fill("another-long-password");
  await expect(page.getByRole("checkbox", { name: "Sign out everywhere else" })).toBeChecked();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed and every other device is signed out.")).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("a passkey answers the two-factor step instead of the app's code", async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = `second-${Date.now()}@example.com`;
  const password = "a-long-password";
  await signUp(page, email, password);
  await page.goto("/account/security");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Chrome on");
  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.locator("code").innerText()).replaceAll(" ", "");
  await page.getByLabel("Six-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await signOut(page);

  // The password this time: the authenticator stays silent until the two-factor step asks.
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: false });
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/login/two-factor**");
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: true });
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
});

test("a new buyer takes a passkey from the welcome email instead of a password", async ({ page }) => {
  await virtualAuthenticator(page);
  const email = `buyer-${Date.now()}@example.com`;
  // A product of the demo library, as the demo reader's library links it.
  await page.request.post("/login", { form: { email: READER.email, password: READER.password } });
  const library = await (await page.request.get("/dashboard")).text();
  const productId = /\/product\/([\w-]+)/.exec(library)?.[1];
  expect(productId).toBeTruthy();
  await page.context().clearCookies();
  const body = JSON.stringify({ orderId: `PK-${Date.now()}`, email, productIds: [productId] });
  const signature = `sha256=${createHmac("sha256", E2E_PURCHASE_WEBHOOK_SECRET).update(body).digest("hex")}`;
  const delivered = await page.request.post("/api/webhooks/purchase", {
    data: body,
    headers: { "content-type": "application/json", "x-rerouted-signature": signature },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  const link = await linkInMail(email, "Welcome to Rerouted: choose your password");
  expect(link.searchParams.get("passkey")).toBe("1");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL("**/dashboard");
  await page.goto("/account/security");
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);

  // The link is spent, as choosing a password would spend it.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");
});
