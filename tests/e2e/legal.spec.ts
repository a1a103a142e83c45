import { axeViolations, expect, test } from "./fixtures";

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
