import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEFAULT_OFFERS, THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import { DEFAULT_SITE_SETTINGS } from "../../app/content/site";
import { siteFormValues } from "../../app/lib/site-forms";
import { ADMIN, expect, leaveThroughTop, openHydrated, signIn, test } from "./fixtures";

/**
 * The owner edits the site in the admin and visitors see it at once: no
 * rebuild, no restart. Every test puts back what it changed, so the other
 * specs on this server still see the shipped content. The same forms posted
 * without JavaScript, and the header each visitor gets in the HTML, are
 * checked on the server's HTML (tests/integration/no-javascript-forms.test.ts,
 * tests/integration/site-settings.test.ts).
 */
async function restoreDefaults(page: Page) {
  const bundle = DEFAULT_OFFERS["book-bundle"];
  const forms: Record<string, string>[] = [
    { intent: "site.save", ...siteFormValues(DEFAULT_SITE_SETTINGS) },
    {
      intent: "offer.save",
      offerId: bundle.id,
      price: String(bundle.price),
      compareAt: "",
      cartUrl: bundle.cartUrl,
      provider: bundle.provider,
      stripePriceId: "",
      thrivecartProductId: "",
      grants: "",
    },
  ];
  for (const fields of forms) {
    const origin = String(test.info().project.use.baseURL);
    const response = await page.request.post("/admin/actions", { form: fields, headers: { origin } });
    expect(response.status()).toBe(200);
  }
}

test.beforeEach(async ({ page }) => {
  await page.route(THRIVECART_SCRIPT_SRC, (route) => route.abort());
});

test("the admin renames the author and reprices the bundle; the pages change without a restart", async ({ page }) => {
  // A long walk through two tabs and two pages on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  try {
    await page.goto("/admin");
    const checklist = page.getByRole("region", { name: "Launch checklist" });
    const items = checklist.getByRole("list", { name: "Placeholders still in use" }).getByRole("listitem");
    const before = await items.count();
    await expect(checklist.getByRole("link", { name: "Author name", exact: true })).toBeVisible();
    await expect(checklist.getByRole("link", { name: "Checkout link: Bundle (Book page)" })).toBeVisible();
    await expect(checklist.getByText(`${before} placeholders left`)).toBeVisible();

    // The checklist links to the field itself.
    await checklist.getByRole("link", { name: "Author name", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=site#authorName$/);
    const authorName = page.getByLabel("Author name", { exact: true });
    await expect(authorName).toHaveValue("Your Name");

    // A bad address is refused in the form, with the field's message, and nothing is saved.
    await page.getByLabel("Support email").fill("not an email");
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expect(page.getByText("Support email must be an email address")).toBeVisible();
    await expect(page.getByLabel("Support email")).toBeFocused();
    await page.getByLabel("Support email").fill("support@example.com");

    await authorName.fill("Grace Mensah");
    // The biography is the owner's own: "Meet {author}" shows once it is written.
    await page.getByLabel("Author bio").fill("I lost a career and found a calling.");
    await page.getByLabel("Book trailer video").fill("https://youtu.be/dQw4w9WgXcQ");
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();

    await page.getByRole("tab", { name: "Offers" }).click();
    const bundle = page.getByRole("region", { name: "Bundle" });
    await bundle.getByLabel("Price", { exact: true }).fill("29.50");
    await bundle.getByLabel("Checkout link").fill("https://pay.grace-author.org/bundle");
    await bundle.getByRole("button", { name: "Save Bundle" }).click();
    await expect(page.getByText("Bundle saved")).toBeVisible();

    await expect(checklist.getByRole("link", { name: "Author name", exact: true })).toHaveCount(0);
    await expect(checklist.getByRole("link", { name: "Checkout link: Bundle (Book page)" })).toHaveCount(0);
    await expect(checklist.getByText(`${before - 3} placeholders left`)).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Meet Grace Mensah" })).toBeVisible();
    await expect(page.getByText("I lost a career and found a calling.")).toBeVisible();

    await page.route("https://pay.grace-author.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>New cart</title><p>Cart</p>" }),
    );
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
    );
    await openHydrated(page, "/book");
    await expect(page.getByRole("radio", { name: /Complete Bundle/ })).toBeChecked();
    await expect(page.getByText("$29.50").first()).toBeVisible();
    const buy = page.getByRole("link", { name: /^Get Your Copy Now \(Complete Bundle, \$29\.50\)/ });
    await expect(buy).toHaveAttribute("href", "https://pay.grace-author.org/bundle");
    await page.getByRole("button", { name: "Play video: Watch the Rerouted book trailer" }).click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    await buy.click();
    await page.waitForURL("https://pay.grace-author.org/bundle");
  } finally {
    await restoreDefaults(page);
  }
});

test("the owner uploads the free chapter and a review; the assessment offers the PDF, the book page shows the review", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const caption = "Ruth, five stars: I read it twice in one week.";
  const screenshot = await sharp({ create: { width: 600, height: 420, channels: 3, background: "#fff8e6" } })
    .png()
    .toBuffer();
  await signIn(page, ADMIN);
  try {
    await openHydrated(page, "/book");
    await expect(page.getByRole("heading", { name: "Straight from readers' reviews" })).toHaveCount(0);

    await openHydrated(page, "/admin?tab=site");
    await expect(page.getByText(/No reviews yet/)).toBeVisible();
    const pdf = page.getByLabel("Free chapter PDF");
    await pdf.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html></html>") });
    await expect(page.getByText("The file is not a PDF")).toBeVisible();
    await pdf.setInputFiles({
      name: "Chapter 1.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%%EOF\n"),
    });
    const download = page.getByRole("link", { name: "Chapter-1.pdf" });
    await expect(download).toBeVisible();
    const url = (await download.getAttribute("href"))!;

    await page.getByRole("button", { name: "Add a review" }).click();
    await page
      .getByLabel("Review image 1")
      .setInputFiles({ name: "ruth.png", mimeType: "image/png", buffer: screenshot });
    await expect(page.getByText("600 × 420, WebP and AVIF")).toBeVisible();
    await page.getByRole("button", { name: "Save site settings" }).click();
    // The caption is the review's alt text: required.
    await expect(page.getByLabel("Review caption 1")).toBeFocused();
    await expect(page.getByText("Review caption 1 is required")).toBeVisible();
    await page.getByLabel("Review caption 1").fill(caption);
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();

    await openHydrated(page, "/book");
    await expect(page.getByRole("heading", { name: "Straight from readers' reviews" })).toBeVisible();
    await expect(page.getByRole("img", { name: caption })).toBeVisible();

    await openHydrated(page, "/assessment");
    await leaveThroughTop(page);
    const popup = page.getByRole("dialog", { name: "Before you go: Chapter 1 is yours, free" });
    await expect(popup.getByRole("link", { name: "Download Free Chapter 1 (PDF)" })).toHaveAttribute("href", url);
  } finally {
    await restoreDefaults(page);
  }
});
