import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MARKETING_CONSENT } from "../../app/content/marketing-consent";
import { signLinkToken } from "../../app/features/leads/link-tokens.server";
import { ADMIN, axeViolations, expect, openHydrated, signIn, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const QUEUE = "rerouted.pending-leads";

async function answerReadinessQuiz(page: Page) {
  await page.getByRole("button", { name: "Start My Free Assessment" }).click();
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: i === 4 ? "Get My Results" : "Next" }).click();
  }
}

/** Where an element sits on the page (not the viewport, which a click may scroll). */
function pagePosition(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY };
  });
}

for (const width of [390, 1280]) {
  test(`application step 0 at ${width} px: one click ticks the SMS consent while an invalid phone is focused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await openHydrated(page, "/rerouted/book-creation-application");
    await page.getByLabel("Full name").fill("Priscilla Pen");
    await page.getByLabel("Email", { exact: true }).fill("priscilla@example.com");
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("12");
    await expect(phone).toBeFocused();
    const consent = page.getByRole("checkbox", { name: /STOP to unsubscribe/ });
    const before = await pagePosition(consent);

    // The click blurs the phone field, whose error appears: the checkbox must stay under the pointer.
    await consent.click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(consent).toBeChecked();
    expect(await pagePosition(consent)).toEqual(before);

    // An email error appearing does not move the controls below it either.
    const marketing = page.getByRole("checkbox", { name: MARKETING_CONSENT.labels.application });
    const marketingBefore = await pagePosition(marketing);
    await page.getByLabel("Email", { exact: true }).fill("priscilla@");
    await marketing.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(marketing).toBeChecked();
    expect(await pagePosition(marketing)).toEqual(marketingBefore);
  });
}

test("each lead form offers the marketing emails unticked, beside the result", async ({ page }) => {
  await openHydrated(page, "/assessment");
  await answerReadinessQuiz(page);
  const readiness = page.getByRole("checkbox", { name: MARKETING_CONSENT.labels.readiness });
  await expect(readiness).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await openHydrated(page, "/author-journey-assessment");
  for (const answer of ["Just an idea", "Rarely", "Finding time", "No specific timeline"])
    await page.getByRole("button", { name: answer }).click();
  await expect(page.getByRole("checkbox", { name: MARKETING_CONSENT.labels.author })).not.toBeChecked();

  await openHydrated(page, "/rerouted/book-creation-application");
  await expect(page.getByRole("checkbox", { name: MARKETING_CONSENT.labels.application })).not.toBeChecked();
});

test("a lead whose save failed and was retried from the browser's queue gets exactly one result email", async ({
  page,
}) => {
  const email = `retried-${Date.now()}@example.com`;
  // The save reaches the server and commits, but the answer never arrives: the browser keeps the lead.
  await page.route("**/api/leads/readiness", async (route) => {
    await route.fetch();
    await route.abort("failed");
  });
  await openHydrated(page, "/assessment");
  await answerReadinessQuiz(page);
  await page.getByLabel("First name").fill("Tabitha");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("checkbox", { name: MARKETING_CONSENT.labels.readiness }).check();
  await page.getByRole("button", { name: "Show My Results" }).click();
  await expect(page.getByText("Submission Error")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crisis & Confusion" })).toBeVisible();

  await page.unroute("**/api/leads/readiness");
  const retried = page.waitForResponse((r) => r.url().endsWith("/api/leads/readiness"));
  await page.reload();
  expect((await retried).status()).toBe(200); // a replay of the committed lead
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), QUEUE)).toBeNull();

  await signIn(page, ADMIN);
  await page.goto("/admin?tab=emails");
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(
    "Your Rerouted result: Crisis & Confusion",
  );
});

test("the unsubscribe link's page unsubscribes only when its button is pressed", async ({ page }) => {
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  const token = signLinkToken(secret, "unsubscribe", "leaving@example.com");
  await page.goto(`/email/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from Rerouted emails" })).toBeVisible();
  await expect(page.getByText("leaving@example.com")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  await page.goto("/email/unsubscribe/not-a-real-token");
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
});
