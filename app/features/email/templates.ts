import type { OutgoingEmail } from "./outbox.server";

/** Escapes text for safe interpolation into an HTML email. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Wraps paragraphs and one call-to-action link in a plain, readable layout. */
export function renderEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): OutgoingEmail {
  const { to, subject, greeting, paragraphs, action, footer } = options;
  const htmlParagraphs = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  const htmlAction = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1e2a4a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : "";
  const htmlFooter = footer ? `<p style="margin:32px 0 0;color:#5b6170;font-size:13px">${escapeHtml(footer)}</p>` : "";
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f2430;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlParagraphs}${htmlAction}${htmlFooter}</body></html>`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footer ? [footer] : []),
  ]
    .join("\n")
    .trim();
  return { to, subject, html, text };
}

export function passwordResetEmail(options: { to: string; name: string; url: string }): OutgoingEmail {
  return renderEmail({
    to: options.to,
    subject: "Reset your Rerouted password",
    greeting: `Hi ${options.name},`,
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
    greeting: `Hi ${options.name},`,
    paragraphs: [
      "Thank you for your purchase. We have opened a Rerouted account for you with this email address, and what you bought is already in your library.",
      'Choose a password to sign in. The link works for one hour; after that, use "Forgot your password?" on the sign-in page with this email address.',
    ],
    action: { label: "Choose my password", url: options.url },
  });
}

/** SPEC section 9: a chapter's length in the email is shown as whole minutes, rounded down. */
export function chapterMinutes(durationSeconds: number): number {
  return Math.floor(durationSeconds / 60);
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
  const minutes = chapterMinutes(options.durationSeconds);
  return renderEmail({
    to: options.to,
    subject: `New Chapter: ${options.title}`,
    greeting: `Hi ${options.firstName},`,
    paragraphs: [
      `A new chapter of ${options.productName} is ready for you: "${options.title}" (${minutes} ${minutes === 1 ? "minute" : "minutes"}).`,
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
    greeting: `Hi ${options.firstName},`,
    paragraphs: [
      `You now have access to ${options.productName}. You will find it in your library whenever you sign in.`,
    ],
    action: { label: "Open my library", url: options.libraryUrl },
  });
}
