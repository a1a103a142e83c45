import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations, clientPage, expect, openHydrated, signIn, test } from "./fixtures";
import { linkInMail } from "./mailbox";

/**
 * An ADMIN_EMAILS address of the e2e server (owner@example.com is left to
 * auth.spec, which signs it up): an admin once the emailed link is followed.
 */
const OWNER = { email: "manager@example.com", password: "manager-password-123" };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const MP3 = readFileSync("seed/media/chapter-01.mp3"); // 12.7 s
const WEBM = readFileSync("seed/media/lesson-02.webm"); // 8 s, title "Choosing the New Road", track 2

/**
 * Signs the manager up once and shares the session with every test here:
 * sign-up and sign-in are rate limited per address, and the other specs
 * on this server need their share.
 */
const MANAGER_STATE = join(process.env.E2E_TMP_DIR!, "session-manager.json");
test.beforeAll(async ({ browser }) => {
  const page = await clientPage(browser);
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Shop");
  await page.getByLabel("Last name").fill("Manager");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  // A sign-up with an address that has an account (a retried run) answers the same, signed out.
  await page.waitForURL(/\/(dashboard|login\?redirectTo=%2Fdashboard)$/);
  if (new URL(page.url()).pathname === "/dashboard") {
    // The admin area opens once the holder of the address chooses its password from the emailed link.
    const link = await linkInMail(OWNER.email, "Confirm your email for Rerouted");
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Confirm and save password" }).click();
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin$/);
  }
  await signIn(page, OWNER);
  await page.context().storageState({ path: MANAGER_STATE });
  await page.context().close();
});

/** Accepts the next browser confirmation after checking its text. */
function confirmNext(page: Page, message: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

// Who is sent to sign in instead (anonymous visitors and customers, every tab) is checked on the
// server's redirects in tests/integration/admin.test.ts and tests/integration/auth.test.ts.

test.describe("as an ADMIN_EMAILS admin", () => {
  test.use({ storageState: MANAGER_STATE });

  test("the admin opens every tab by URL, and the tab survives a reload", async ({ page }) => {
    // Ten tabs, each checked by axe (the Offers tab alone holds ten forms), on a machine that may be busy.
    test.setTimeout(180_000);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage products, users, and analytics")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
    for (const [tab, heading] of [
      ["Chapters", "Chapters"],
      ["Access", "Access"],
      ["Users", "Users"],
      ["Revenue", "Revenue"],
      ["Analytics", "Listening analytics"],
      ["Leads", "Leads"],
      ["Emails", "Emails"],
      ["Site", "Site"],
      ["Offers", "Offers"],
    ] as const) {
      await openTab(page, tab);
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      expect(await axeViolations(page), tab).toEqual([]);
    }
    await page.reload();
    await expect(page.getByRole("tab", { name: "Offers" })).toHaveAttribute("aria-selected", "true");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the Social proof tab keeps a testimonial without permission off the book page", async ({ page }) => {
    await openHydrated(page, "/admin?tab=proof");
    await expect(page.getByRole("heading", { name: "Social proof", exact: true })).toBeVisible();
    const book = page.getByRole("region", { name: "Book page: reader stories" });
    await book.getByRole("button", { name: "Add a testimonial" }).click();
    const added = book.getByRole("group", { name: "Testimonial 1" });
    await added.getByLabel("Quote").fill("Not yet cleared to quote.");
    await added.getByLabel("Name").fill("Dana Pending");
    await added.getByLabel("Star rating").selectOption("5");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save social proof" }).click();
    await expect(page.getByText("Social proof saved")).toBeVisible();

    // Saved in the editor, but without "Permission on file" it is never shown.
    await page.reload();
    await expect(book.getByLabel("Quote")).toHaveValue("Not yet cleared to quote.");
    await expect(book.getByText(/None shown/)).toBeVisible();
    const visitor = await clientPage(page.context().browser()!);
    await visitor.goto("/book");
    await expect(visitor.getByRole("heading", { name: "Get your copy of Rerouted" })).toBeVisible();
    await expect(visitor.getByText("Not yet cleared to quote.")).toHaveCount(0);
    await visitor.context().close();

    await book.getByRole("button", { name: "Remove testimonial 1" }).click();
    await page.getByRole("button", { name: "Save social proof" }).click();
    await expect(page.getByText("Social proof saved")).toBeVisible();
  });

  test("create, edit, deactivate and delete a product with an image", async ({ page }) => {
    const name = `Study Guide ${Date.now()}`;
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Questions for each chapter.");
    await chooseOption(page, "Product type", "Workbook");
    await dialog.getByLabel("Price").fill("12.50");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Image uploaded successfully")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(page.getByText("Product created successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("$12.50");
    await expect(row.locator("img")).toHaveAttribute("src", /^\/media\/products\/\d+-cover\.png$/);

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await edit.getByLabel("Price").fill("14.00");
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    await expect(row).toContainText("$14.00");

    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(row).toContainText("Inactive");
    await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();

    confirmNext(page, "Delete this product?");
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByText("Product deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });

  test("images uploaded in a dialog that is then cancelled, or replaced before saving, are removed", async ({
    page,
  }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    const preview = dialog.locator("img");
    await dialog.getByLabel("Image").setInputFiles({ name: "first.png", mimeType: "image/png", buffer: PNG });
    await expect(preview).toHaveAttribute("src", /first\.png$/);
    const first = (await preview.getAttribute("src"))!;
    await dialog.getByLabel("Image").setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG });
    await expect(preview).toHaveAttribute("src", /second\.png$/);
    const second = (await preview.getAttribute("src"))!;
    await expect.poll(async () => (await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await page.request.get(second)).status()).toBe(404);
  });

  test("a file that is not an image is refused with 'Upload failed'", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    await page
      .getByRole("dialog")
      .getByLabel("Image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await expect(page.getByText("Upload failed")).toBeVisible();
    await expect(page.getByText("The file is not a supported image")).toBeVisible();
  });

  test("grant a product, add a chapter from a real audio file, revoke: the member's library follows", async ({
    page,
    browser,
  }) => {
    // A long walk through three tabs and a second browser on a busy machine.
    test.setTimeout(90_000);
    // Names of this attempt's own, and a member of its own: a retry, or a spec reading the demo
    // reader's library, never meets what an earlier attempt left behind.
    const stamp = Date.now().toString(36);
    const product = `Bonus Audiobook ${stamp}`;
    const chapterTitle = `A Bonus Reflection ${stamp}`;
    const memberEmail = `bonus-member-${stamp}@example.com`;
    const member = await clientPage(browser);
    await member.goto("/signup");
    await member.getByLabel("First name").fill("Lydia");
    await member.getByLabel("Last name").fill("Thyatira");
    await member.getByLabel("Email").fill(memberEmail);
    await member.getByLabel("Password").fill("a-long-password");
    await member.getByRole("button", { name: "Sign Up" }).click();
    await member.waitForURL("**/dashboard");

    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name").fill(product);
    await dialog.getByLabel("Price").fill("9.99");
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(page.getByText("Product created successfully")).toBeVisible();

    // Access: grant to the new member.
    await openTab(page, "Access");
    // Typing part of the address offers the matching account.
    await page.getByLabel("User email").fill(`bonus-member-${stamp}@exa`);
    await expect(page.locator(`datalist option[value="${memberEmail}"]`)).toHaveCount(1);
    await page.getByLabel("User email").fill(memberEmail);
    await chooseOption(page, "Product", product);
    await page.getByRole("button", { name: "Grant Access" }).click();
    await expect(page.getByText("Access granted and user notified!")).toBeVisible();
    const grant = page.getByRole("row").filter({ hasText: product });
    await expect(grant).toContainText("Active");

    await member.reload();
    await expect(member.getByRole("heading", { name: product })).toBeVisible();

    // Chapters: the upload waits for a product; the duration comes from the file.
    await openTab(page, "Chapters");
    await expect(page.getByLabel("Audio file")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save Chapter" })).toBeDisabled();
    await chooseOption(page, "Product", product);
    await page.getByLabel("Title").fill(chapterTitle);
    await page.getByLabel("Audio file").setInputFiles({ name: "bonus.mp3", mimeType: "audio/mpeg", buffer: MP3 });
    await expect(page.getByText("File uploaded successfully")).toBeVisible();
    // 12.7 s, rounded down like every length on the site.
    await expect(page.getByLabel("Duration (seconds)")).toHaveValue("12");
    await page.getByRole("button", { name: "Save Chapter" }).click();
    await expect(page.getByText("Chapter added and users notified!")).toBeVisible();
    const chapter = page.getByRole("row").filter({ hasText: chapterTitle });
    await expect(chapter).toContainText(product);
    await expect(chapter).toContainText("0:12");

    await openTab(page, "Emails");
    await expect(page.getByRole("row").filter({ hasText: `New Chapter: ${chapterTitle}` })).toContainText(memberEmail);
    await expect(page.getByRole("row").filter({ hasText: `Access Granted: ${product}` })).toContainText(memberEmail);

    await openTab(page, "Chapters");
    confirmNext(page, "Delete this chapter?");
    await chapter.getByRole("button", { name: `Delete chapter ${chapterTitle}` }).click();
    await expect(page.getByRole("row").filter({ hasText: chapterTitle })).toHaveCount(0);

    // Revoke: one way, and the member's library loses the product.
    await openTab(page, "Access");
    confirmNext(page, "Revoke access?");
    await grant.getByRole("button", { name: /^Revoke/ }).click();
    await expect(page.getByText("Access revoked")).toBeVisible();
    await expect(grant).toContainText("Revoked");
    await expect(grant.getByRole("button")).toHaveCount(0);

    await member.reload();
    await expect(member.getByText("No products available yet.")).toBeVisible();
    await expect(member.getByRole("heading", { name: product })).toHaveCount(0);
    await member.context().close();
  });

  test("a video lesson's title, number and length are read from the file", async ({ page }) => {
    await openHydrated(page, "/admin?tab=chapters");
    await chooseOption(page, "Product", "Visual Transformation Series");
    await page.getByLabel("Video file").setInputFiles({ name: "lesson.webm", mimeType: "video/webm", buffer: WEBM });
    await expect(page.getByText("File uploaded successfully")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Choosing the New Road");
    await expect(page.getByLabel("Chapter number")).toHaveValue("2");
    await expect(page.getByLabel("Duration (seconds)")).toHaveValue("8");
    await expect(page.getByRole("button", { name: "Save Chapter" })).toBeEnabled();
  });

  test("granting to an unknown email shows 'Error granting access'", async ({ page }) => {
    await openHydrated(page, "/admin?tab=access");
    await page.getByLabel("User email").fill("nobody-here@example.com");
    await chooseOption(page, "Product", "Rerouted Companion Workbook");
    await page.getByRole("button", { name: "Grant Access" }).click();
    await expect(page.getByText("Error granting access")).toBeVisible();
  });
});
