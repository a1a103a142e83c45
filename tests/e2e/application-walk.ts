import type { Page } from "@playwright/test";

/** Steps through the 13-step book-creation application, for the specs that need a submitted one. */

/** A qualifying label for each choice step (4-12). */
export const QUALIFYING: Record<number, RegExp> = {
  4: /To help others through/,
  5: /3-6 months/,
  6: /focused on impact/,
  7: /I welcome it/,
  8: /Trust their expertise/,
  9: /10\+ hours/,
  10: /whatever it takes/,
  11: /Finding purpose/,
  12: /Extremely important/,
};

/** Step 1; a spec whose applicant goes on to buy gives an email of its own. */
export async function fillContact(page: Page, email = "priscilla@example.com") {
  await page.getByLabel("Full name").fill("Priscilla Pen");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("555 010 1212");
  await page.getByRole("checkbox", { name: /STOP to unsubscribe/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
}

export async function answerTextSteps(
  page: Page,
  texts = ["A memoir of detours.", "Women starting over.", "Thirty years of teaching."],
) {
  for (const text of texts) {
    await page.getByRole("textbox").fill(text);
    await page.getByRole("button", { name: "Next" }).click();
  }
}

export async function answerChoices(page: Page, from = 4, overrides: Record<number, RegExp> = {}) {
  for (let step = from; step <= 12; step += 1) {
    await page.getByRole("radio", { name: overrides[step] ?? QUALIFYING[step] }).check();
    await page.getByRole("button", { name: step === 12 ? "Submit Application" : "Next" }).click();
  }
}
