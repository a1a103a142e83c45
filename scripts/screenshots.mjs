/* global window, document */
// Screenshots of pages at 1280 px and 390 px, light and dark, for a person
// to look at: node scripts/screenshots.mjs http://localhost:3000 /login /signup
// Optional: SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD sign in first; SCREENSHOT_FULL_PAGE=0 shoots
// the window only (what is fixed to it, like the consent banner, where a visitor sees it).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
for (const scheme of ["light", "dark"]) {
  for (const [label, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (process.env.SCREENSHOT_EMAIL) {
      await page.goto(`${base}/login`);
      await page.getByLabel("Email").fill(process.env.SCREENSHOT_EMAIL);
      await page.getByLabel("Password").fill(process.env.SCREENSHOT_PASSWORD ?? "");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/dashboard/);
    }
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load, then wait for every image before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
        await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
      });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${label}-${scheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.SCREENSHOT_FULL_PAGE !== "0" });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
