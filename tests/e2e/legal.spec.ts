import { ADMIN, axeViolations, expect, signIn, test } from "./fixtures";

/** The legal pages (issue 38) pass axe's WCAG 2.2 AA rules in the light and the dark theme. */
const PAGES = [
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/refund-policy", title: "Refund Policy" },
  { path: "/sms-terms", title: "SMS Terms" },
];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the legal pages have no WCAG 2.2 AA violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const { path, title } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*\bdark\b)/);
      // Each page links the others, and every footer links all four.
      await expect(page.getByRole("navigation", { name: "Legal", exact: true }).getByRole("link")).toHaveCount(4);
      expect(await axeViolations(page, ["wcag22a", "wcag22aa"]), `${path} (${colorScheme})`).toEqual([]);
    }
  });
}

test("the owner edits a legal page in the Legal tab and the site shows it, reviewed", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/admin?tab=legal&page=refund");
  await expect(page.getByRole("heading", { name: "Legal", exact: true })).toBeVisible();
  await expect(page.getByText("Not reviewed yet: this is the template")).toBeVisible();
  expect(await axeViolations(page, ["wcag22a", "wcag22aa"])).toEqual([]);
  await page
    .getByRole("textbox", { name: "Refund Policy" })
    .fill("## Our promise\nEmail us within **14 days** for a full refund.");
  await page.getByRole("button", { name: "Save and mark as reviewed" }).click();
  await expect(page.getByText("Refund Policy saved and marked as reviewed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Refund Policy (reviewed)" })).toBeVisible();

  await page.goto("/refund-policy");
  await expect(page.getByRole("heading", { level: 2, name: "Our promise" })).toBeVisible();
  await expect(page.getByText("Email us within 14 days for a full refund.")).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
});
