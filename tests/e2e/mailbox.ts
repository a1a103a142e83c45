import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Where tests/e2e/smtp-sink.mjs writes what the site's outbox sent (playwright.config.ts). */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";

/** A raw message's text, with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message to `to` whose subject starts with `subject`, decoded, waiting for the outbox to deliver it. */
export async function mailTo(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = readdirSync(MAIL_DIR)
          .sort()
          .reverse()
          .map((name) => decoded(readFileSync(join(MAIL_DIR, name), "utf8")))
          .find((m) => m.includes(`To: ${to}`) && m.includes(`Subject: ${subject}`))),
      { message: `an email "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The first link in the newest message to `to` whose subject is `subject`,
 * waiting for the outbox worker to deliver it.
 */
export async function linkInMail(to: string, subject: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const messages = readdirSync(MAIL_DIR)
          .sort()
          .reverse()
          .map((name) => decoded(readFileSync(join(MAIL_DIR, name), "utf8")));
        const message = messages.find((m) => m.includes(`To: ${to}`) && m.includes(`Subject: ${subject}`));
        link = message
          ? /(https?:\/\/[^\s"<>]+)/.exec(
              message
                .split(/\r?\n\r?\n/)
                .slice(1)
                .join("\n"),
            )?.[1]
          : undefined;
        return link;
      },
      { message: `an email "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link!.replace(/&amp;/g, "&"));
}
