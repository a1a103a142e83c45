import type { OutgoingEmail } from "./outbox.server";
import { ACCOUNT_EMAILS, EMAIL_GREETING } from "~/content/account-emails";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { minutesInWords } from "~/lib/duration";
import { overlayCopy, type CopyOverrides } from "~/lib/page-copy";
import { isPlainName } from "~/lib/person-name";

/** Escapes text for safe interpolation into an HTML email. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * "Hi Ann,". Names reach us from forms and payment providers; one that
 * could still be read as a link or markup (isPlainName) is left out rather
 * than shown, and line breaks are folded so a name cannot add lines of its
 * own to the message.
 */
export function greetingFor(name: string, copy: CopyOverrides = {}): string {
  const words = overlayCopy("emailGreeting", EMAIL_GREETING, copy);
  const shown = name.replace(/\s+/g, " ").trim();
  return shown && isPlainName(shown) ? fillPlaceholders(words.named, { name: shown }) : words.unnamed;
}

const BRAND = { ink: "#1f2430", navy: "#1e2a4a", gold: "#b7862b", muted: "#5b6170", paper: "#faf7f1" };

/** A titled list inside an email: a stage's recommendations, a roadmap, checkout options. */
export interface EmailList {
  title: string;
  /** Plain items, or links (shown as their label in HTML, "label: url" in plain text). */
  items: readonly (string | { label: string; url: string })[];
  ordered?: boolean;
}

const itemHtml = (item: EmailList["items"][number]) =>
  typeof item === "string"
    ? escapeHtml(item)
    : `<a href="${escapeHtml(item.url)}" style="color:${BRAND.navy}">${escapeHtml(item.label)}</a>`;
const itemText = (item: EmailList["items"][number]) => (typeof item === "string" ? item : `${item.label}: ${item.url}`);

/**
 * The one email layout: the Rerouted wordmark, a greeting, paragraphs,
 * optional lists and one call-to-action, then a footer (with the
 * unsubscribe link in every email to a lead). Inline styles and a single
 * column, because that is what mail clients render reliably; the plain-text
 * part says the same things.
 */
export function renderEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  lists?: readonly EmailList[];
  action?: { label: string; url: string };
  /** Lines above the unsubscribe link: why the reader gets the email, who sends it and from where. */
  footer?: readonly string[];
  unsubscribe?: { url: string; label: string };
}): OutgoingEmail {
  const { to, subject, greeting, paragraphs, lists = [], action, footer = [], unsubscribe } = options;
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`;
  const htmlLists = lists
    .map((list) => {
      const tag = list.ordered ? "ol" : "ul";
      const items = list.items
        .map((item) => `<li style="margin:0 0 8px;line-height:1.5">${itemHtml(item)}</li>`)
        .join("");
      return `<h2 style="margin:24px 0 12px;font-size:18px;color:${BRAND.navy}">${escapeHtml(list.title)}</h2><${tag} style="margin:0 0 16px;padding-left:22px">${items}</${tag}>`;
    })
    .join("");
  const htmlAction = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${BRAND.navy};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : "";
  const footerParts = [
    ...footer.map(escapeHtml),
    unsubscribe
      ? `<a href="${escapeHtml(unsubscribe.url)}" style="color:${BRAND.muted}">${escapeHtml(unsubscribe.label)}</a>`
      : "",
  ].filter(Boolean);
  const htmlFooter = footerParts.length
    ? `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e4dfd3;color:${BRAND.muted};font-size:13px;line-height:1.5">${footerParts.join("<br>")}</p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:${BRAND.paper}"><div style="font-family:Georgia,serif;color:${BRAND.ink};max-width:560px;margin:0 auto;padding:24px;background:#ffffff"><p style="margin:0 0 24px;font-size:20px;font-weight:bold;letter-spacing:0.04em;color:${BRAND.navy}">Rerouted<span style="color:${BRAND.gold}">.</span></p><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphs.map(p).join("")}${htmlLists}${htmlAction}${htmlFooter}</div></body></html>`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...lists.flatMap((list) => [
      list.title,
      ...list.items.map((item, i) => (list.ordered ? `${i + 1}. ${itemText(item)}` : `- ${itemText(item)}`)),
      "",
    ]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ]
    .join("\n")
    .trim();
  return { to, subject, html, text };
}

/** An account email's words: the owner's (Pages tab, "Account emails") over the shipped ones. */
const accountWords = (copy: CopyOverrides) => overlayCopy("accountEmails", ACCOUNT_EMAILS, copy);

/** The emails that carry a one-hour password link (auth.server.ts picks one per purpose). */
type PasswordLinkEmail = "passwordReset" | "welcome" | "adminConfirm" | "signUpTaken";

function passwordLinkEmail(
  kind: PasswordLinkEmail,
  options: { to: string; name: string; url: string; copy: CopyOverrides },
): OutgoingEmail {
  const words = accountWords(options.copy)[kind];
  return renderEmail({
    to: options.to,
    subject: words.subject,
    greeting: greetingFor(options.name, options.copy),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: options.url },
  });
}

type PasswordLinkOptions = Parameters<typeof passwordLinkEmail>[1];

export const passwordResetEmail = (options: PasswordLinkOptions) => passwordLinkEmail("passwordReset", options);

/**
 * To a buyer whose account was created by their purchase: their first
 * password, or instead a passkey (the same link, opened on its passkey step).
 */
export function welcomeBuyerEmail(options: PasswordLinkOptions): OutgoingEmail {
  const email = passwordLinkEmail("welcome", options);
  const words = accountWords(options.copy).welcome;
  const passkeyUrl = `${options.url}${options.url.includes("?") ? "&" : "?"}passkey=1`;
  return renderEmail({
    to: options.to,
    subject: email.subject,
    greeting: greetingFor(options.name, options.copy),
    paragraphs: words.paragraphs,
    lists: [{ title: words.passkeyTitle, items: [{ label: words.passkeyAction, url: passkeyUrl }] }],
    action: { label: words.action, url: options.url },
  });
}

/**
 * To an ADMIN_EMAILS address that signed up: the admin area opens only once
 * the holder of the mailbox chooses the account's password with this link.
 */
export const confirmAdminEmail = (options: PasswordLinkOptions) => passwordLinkEmail("adminConfirm", options);

/**
 * To the owner of an address someone tried to sign up with again: the sign-up
 * page answered as for a new account, so only the mailbox learns it exists.
 */
export const signUpTakenEmail = (options: PasswordLinkOptions) => passwordLinkEmail("signUpTaken", options);

/** SPEC section 7: sent to every user with active access when a chapter is added. */
export function newChapterEmail(options: {
  to: string;
  firstName: string;
  productName: string;
  title: string;
  durationSeconds: number;
  libraryUrl: string;
  copy: CopyOverrides;
}): OutgoingEmail {
  const words = accountWords(options.copy).newChapter;
  const values = {
    title: options.title,
    product: options.productName,
    duration: minutesInWords(options.durationSeconds),
  };
  return renderEmail({
    to: options.to,
    subject: fillPlaceholders(words.subject, values),
    greeting: greetingFor(options.firstName, options.copy),
    paragraphs: words.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    action: { label: words.action, url: options.libraryUrl },
  });
}

/** SPEC section 7: sent to a user when access to a product is granted. */
export function accessGrantedEmail(options: {
  to: string;
  firstName: string;
  productName: string;
  libraryUrl: string;
  copy: CopyOverrides;
}): OutgoingEmail {
  const words = accountWords(options.copy).accessGranted;
  const values = { product: options.productName };
  return renderEmail({
    to: options.to,
    subject: fillPlaceholders(words.subject, values),
    greeting: greetingFor(options.firstName, options.copy),
    paragraphs: words.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    action: { label: words.action, url: options.libraryUrl },
  });
}

/** To a member who deleted their account: the last email the site sends them (features/data-rights). */
export function accountDeletedEmail(options: { to: string; name: string; copy: CopyOverrides }): OutgoingEmail {
  const words = accountWords(options.copy).accountDeleted;
  return renderEmail({
    to: options.to,
    subject: words.subject,
    greeting: greetingFor(options.name, options.copy),
    paragraphs: words.paragraphs,
  });
}
