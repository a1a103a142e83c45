import type { Page } from "@playwright/test";
import { expect, READER, signInOncePerFile, test } from "./fixtures";
import { machineTime } from "../support/machine-time";

const AUDIOBOOK = "Rerouted: The Audiobook";

signInOncePerFile("offline", READER);
// The one spec that runs the service worker (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: "allow" });

const audioTime = (page: Page) => page.locator("audio").evaluate((el: HTMLAudioElement) => el.currentTime);

/** The server's stored position of one chapter, read as the member's browser would. */
async function storedProgress(page: Page, productId: string, chapterId: string) {
  const response = await page.request.get(`/api/products/${productId}/progress?chapterId=${chapterId}`);
  const { progress } = (await response.json()) as {
    progress: { chapterId: string; progressSeconds: number; lastAccessed: string }[];
  };
  return progress.find((row) => row.chapterId === chapterId) ?? null;
}

test("a downloaded chapter plays with the network off; its position reaches the server back online; sign-out removes it", async ({
  page,
  context,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: AUDIOBOOK }).click();
  await page.waitForURL("**/product/**");
  const productId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);

  const offline = page.getByRole("region", { name: "Listen offline" });
  const third = offline.getByRole("listitem").nth(2);
  await third.getByRole("button", { name: "Download for offline" }).click();
  await expect(third.getByText("Downloaded")).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Chapter 3 has never been played in this browser: its bytes can only come from the download.
  await context.setOffline(true);
  await page.getByRole("button", { name: /^Chapter 3 / }).click();
  await expect(page.getByText("Chapter 3 of 3")).toBeVisible();
  // The src carries a signed token after the chapter's path.
  const chapterId = new URL((await page.locator("audio").getAttribute("src"))!, page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(1.5);
  await page.getByRole("button", { name: "Pause" }).click();
  const position = await audioTime(page);
  // With no network the worker keeps the pause's position for later.
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const keys = await (await caches.open("rerouted-offline-queue-v1")).keys();
        return keys.some((key) => key.url.endsWith(`/progress/${id}`));
      }, chapterId),
    )
    .toBe(true);
  const before = await storedProgress(page, productId, chapterId);

  await context.setOffline(false);
  // The page's online event, the worker's sync and the server's write: slower on a busy machine.
  await expect
    .poll(
      async () => {
        const row = await storedProgress(page, productId, chapterId);
        return row && row.lastAccessed !== before?.lastAccessed ? row.progressSeconds : null;
      },
      { timeout: machineTime(15_000) },
    )
    .toBeCloseTo(position, 0);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("rerouted-offline-queue-v1")).keys()).length))
    .toBe(0);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("**/login");
  await expect.poll(() => page.evaluate(() => caches.has("rerouted-offline-media-v1"))).toBe(false);
});
