import type { OutgoingEmail } from "./outbox.server";
import { minutesInWords } from "~/lib/duration";
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
export function greetingFor(name: string): string {
  const shown = name.replace(/\s+/g, " ").trim();
  return shown && isPlainName(shown) ? `Hi ${shown},` : "Hi there,";
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
  unsubscribeUrl?: string;
}): OutgoingEmail {
  const { to, subject, greeting, paragraphs, lists = [], action, footer = [], unsubscribeUrl } = options;
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
    unsubscribeUrl ? `<a href="${escapeHtml(unsubscribeUrl)}" style="color:${BRAND.muted}">Unsubscribe</a>` : "",
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
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ]
    .join("\n")
    .trim();
  return { to, subject, html, text };
}

export function passwordResetEmail(options: { to: string; name: string; url: string }): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: "Reset your Rerouted password",
    greeting: greetingFor(options.name),
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your Rerouted account.",
      "The link below works for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: options.url },
  });
}

/** To a buyer whose account was created by their purchase: their first password. */
export function welcomeBuyerEmail(options: { to: string; name: string; url: string }): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: "Welcome to Rerouted: choose your password",
    greeting: greetingFor(options.name),
    paragraphs: [
      "Thank you for your purchase. We have opened a Rerouted account for you with this email address, and what you bought is already in your library.",
      'Choose a password to sign in. The link works for one hour; after that, use "Forgot your password?" on the sign-in page with this email address.',
    ],
    action: { label: "Choose my password", url: options.url },
  });
}

/**
 * To an ADMIN_EMAILS address that signed up: the admin area opens only once
 * the holder of the mailbox chooses the account's password with this link.
 */
export function confirmAdminEmail(options: { to: string; name: string; url: string }): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: "Confirm your email for Rerouted",
    greeting: greetingFor(options.name),
    paragraphs: [
      "An account was created on Rerouted with this email address, which is listed as an administrator of the site.",
      "To confirm that the address is yours, choose the account's password with the link below; the admin area opens once it is set, and any password or sign-in from before stops working. The link works for one hour. If you did not sign up, you can ignore this email: the account stays without admin rights.",
    ],
    action: { label: "Confirm my email", url: options.url },
  });
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up
 * page answered as for a new account, so only the mailbox learns it exists.
 */
export function signUpTakenEmail(options: { to: string; name: string; url: string }): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: "Someone tried to create a Rerouted account with your address",
    greeting: greetingFor(options.name),
    paragraphs: [
      "Someone tried to create a Rerouted account with this email address, which already has one.",
      "If it was you, sign in with your password, or choose a new one with the link below (it works for one hour). If it was not you, you can ignore this email: nothing has changed.",
    ],
    action: { label: "Choose a new password", url: options.url },
  });
}

/** SPEC section 7: sent to every user with active access when a chapter is added. */
export function newChapterEmail(options: {
  to: string;
  firstName: string;
  productName: string;
  title: string;
  durationSeconds: number;
  libraryUrl: string;
}): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: `New Chapter: ${options.title}`,
    greeting: greetingFor(options.firstName),
    paragraphs: [
      `A new chapter of ${options.productName} is ready for you: "${options.title}" (${minutesInWords(options.durationSeconds)}).`,
      "It is waiting in your library, and your place in the earlier chapters is saved.",
    ],
    action: { label: "Open my library", url: options.libraryUrl },
  });
}

/** SPEC section 7: sent to a user when access to a product is granted. */
export function accessGrantedEmail(options: {
  to: string;
  firstName: string;
  productName: string;
  libraryUrl: string;
}): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: `Access Granted: ${options.productName}`,
    greeting: greetingFor(options.firstName),
    paragraphs: [
      `You now have access to ${options.productName}. You will find it in your library whenever you sign in.`,
    ],
    action: { label: "Open my library", url: options.libraryUrl },
  });
}
