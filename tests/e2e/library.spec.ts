import type { Page } from "@playwright/test";
import { axeViolations, expect, READER, signInOncePerFile, test } from "./fixtures";

const AUDIOBOOK = "Rerouted: The Audiobook";

const READER_STATE = signInOncePerFile("reader", READER);

async function openAudiobook(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: AUDIOBOOK }).click();
  await page.waitForURL("**/product/**");
  await expect(page.getByRole("heading", { level: 1, name: AUDIOBOOK })).toBeVisible();
  // The chapter's metadata is loaded once the "Loading..." status clears.
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
}

const audio = (page: Page) => ({
  time: () => page.locator("audio").evaluate((el: HTMLAudioElement) => el.currentTime),
  paused: () => page.locator("audio").evaluate((el: HTMLAudioElement) => el.paused),
  rate: () => page.locator("audio").evaluate((el: HTMLAudioElement) => el.playbackRate),
});

async function selectChapter(page: Page, number: number) {
  await page.getByRole("button", { name: new RegExp(`^Chapter ${number} `) }).click();
  await expect(page.getByText(`Chapter ${number} of 3`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
}

test.describe("My Library", () => {
  test("search and type filter update the count line and show the no-match state", async ({ page }) => {
    await page.goto("/dashboard");
    const count = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect(count).toHaveText("Showing 4 of 4 products");

    await page.getByRole("searchbox", { name: "Search your library" }).fill("DETOURS");
    await expect(count).toHaveText("Showing 1 of 4 products");
    await expect(page.getByRole("heading", { name: AUDIOBOOK })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search your library" }).fill("nothing like this");
    await expect(count).toHaveText("Showing 0 of 4 products");
    await expect(page.getByText("No products match your search.")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search your library" }).fill("");
    await page.getByRole("combobox", { name: "Product type" }).click();
    await expect(page.getByRole("option")).toHaveText(["All Types", "Audiobook", "Video", "Workbook", "Assessment"]);
    await page.getByRole("option", { name: "Workbook" }).click();
    await expect(count).toHaveText("Showing 1 of 4 products");
    await expect(page.getByRole("heading", { name: "Rerouted Companion Workbook" })).toBeVisible();
    await expect(page.getByRole("heading", { name: AUDIOBOOK })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search your library" }).fill("audiobook");
    await expect(count).toHaveText("Showing 0 of 4 products");
  });

  test.describe("signed out", () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test("a user without grants sees the empty state", async ({ page }) => {
      await page.goto("/signup");
      await page.getByLabel("First name").fill("Naomi");
      await page.getByLabel("Last name").fill("Bethlehem");
      await page.getByLabel("Email").fill(`naomi-${Date.now()}@example.com`);
      await page.getByLabel("Password").fill("a-long-password");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL("**/dashboard");
      await expect(page.getByText("No products available yet.")).toBeVisible();
      await expect(page.getByText("Contact support to get access to products.")).toBeVisible();
      await expect(page.getByRole("searchbox")).toHaveCount(0);
    });
  });

  test("has no axe violations in the light and the dark theme", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/dashboard");
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });
});

test.describe("audiobook player", () => {
  test("plays, seeks, pauses, bookmarks, and resumes the chapter and position after a reload", async ({
    page,
    browser,
  }) => {
    await openAudiobook(page);
    await selectChapter(page, 2);

    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => audio(page).time()).toBeGreaterThan(1);

    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
    const slider = page.getByRole("slider", { name: "Seek" });
    const before = await audio(page).time();
    // The position reached by seeking while paused is saved at once.
    const seekSaved = page.waitForResponse(
      (r) =>
        r.url().endsWith("/progress") &&
        r.request().method() === "POST" &&
        JSON.parse(r.request().postData() ?? "{}").progressSeconds >= Math.floor(before) + 3,
    );
    await slider.focus();
    for (let i = 0; i < 4; i += 1) await slider.press("ArrowRight");
    await expect.poll(() => audio(page).time()).toBeGreaterThanOrEqual(Math.floor(before) + 3);
    const saved = await audio(page).time();
    await expect(page.getByTestId("player-time")).toHaveText(`0:0${Math.floor(saved)}`);
    await expect(page.getByTestId("player-percent")).toHaveText(/^\d+%$/);

    await page.getByRole("button", { name: "Add Bookmark" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Bookmark" });
    await dialog.getByLabel("Note (optional)").fill("The turning point");
    const created = page.waitForResponse((r) => r.url().includes("/bookmarks") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Save Bookmark" }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: "The turning point" })).toBeVisible();

    expect((await seekSaved).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Chapter 2 of 3")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Chapter 2 /, exact: false })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect.poll(async () => Math.abs((await audio(page).time()) - saved)).toBeLessThanOrEqual(2);
    await expect(page.getByRole("listitem").filter({ hasText: "The turning point" })).toBeVisible();

    // Another device (a fresh browser with only the session) resumes at the same place.
    const other = await browser.newPage({ storageState: READER_STATE });
    await openAudiobook(other);
    await expect(other.getByText("Chapter 2 of 3")).toBeVisible();
    await expect.poll(async () => Math.abs((await audio(other).time()) - saved)).toBeLessThanOrEqual(2);
    await other.close();

    // The bookmark jumps back to its position, and can be deleted.
    await selectChapter(page, 1);
    await page
      .getByRole("button", { name: /^Go to bookmark at/ })
      .first()
      .click();
    await expect(page.getByText("Chapter 2 of 3")).toBeVisible();
    await page
      .getByRole("button", { name: /^Delete bookmark at/ })
      .first()
      .click();
    await expect(page.getByText("The turning point")).toHaveCount(0);
  });

  test("keeps the position when leaving for the library while playing", async ({ page }) => {
    await openAudiobook(page);
    await selectChapter(page, 3);
    await page.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => audio(page).time()).toBeGreaterThan(2);
    await page.getByRole("link", { name: "Back to Library" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: AUDIOBOOK }).click();
    await expect(page.getByText("Chapter 3 of 3")).toBeVisible();
    await expect.poll(() => audio(page).time()).toBeGreaterThan(1.5);
  });

  test("when a chapter ends the next one is selected and the player is paused", async ({ page }) => {
    await openAudiobook(page);
    await selectChapter(page, 1);
    const slider = page.getByRole("slider", { name: "Seek" });
    await slider.focus();
    await slider.press("End");
    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByText("Chapter 2 of 3")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
    expect(await audio(page).paused()).toBe(true);
    await expect(page.getByTestId("player-time")).toHaveText("0:00");
    await expect(page.getByRole("button", { name: /^Chapter 1 / })).toHaveAccessibleName(/Completed/);
  });

  test("Space plays and pauses, the arrows seek, and the speed is remembered", async ({ page }) => {
    await openAudiobook(page);
    await selectChapter(page, 3);
    await page.locator("h1").click();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
    const before = await audio(page).time();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => audio(page).time()).toBeGreaterThanOrEqual(Math.min(before + 4.9, 10));

    await page.getByRole("combobox", { name: "Playback speed" }).click();
    await page.getByRole("option", { name: "1.5x" }).click();
    expect(await audio(page).rate()).toBe(1.5);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Playback speed" })).toHaveText("1.5x");
    await expect.poll(() => audio(page).rate()).toBe(1.5);
  });

  test("says so when a chapter cannot be loaded", async ({ page }) => {
    await openAudiobook(page);
    await selectChapter(page, 1);
    await page.route("**/media/chapters/**", (route) => route.fulfill({ status: 404, body: "Not found." }));
    await page.getByRole("button", { name: /^Chapter 3 / }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This chapter could not be loaded" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  });

  test("sets the lock-screen metadata of the chapter", async ({ page }) => {
    await openAudiobook(page);
    await selectChapter(page, 2);
    const metadata = await page.evaluate(() => {
      const m = navigator.mediaSession.metadata;
      return m && { title: m.title, album: m.album };
    });
    expect(metadata).toEqual({ title: "Trusting the New Direction", album: AUDIOBOOK });
  });

  test("has no axe violations in the light and the dark theme", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await openAudiobook(page);
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });

  test("a workbook's page offers its file instead of a player", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Rerouted Companion Workbook" }).click();
    await expect(page.getByRole("heading", { name: "Your file" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Library" })).toHaveAttribute("href", "/dashboard");
  });
});
