import { ABANDONED_CHECKOUT_EMAIL, CARD_UPDATE_EMAIL } from "~/content/billing-emails";
import { marketingFooter, type LeadLinks } from "~/features/leads";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { greetingFor, renderEmail } from "~/lib/email/templates";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { CopyOverrides } from "~/lib/page-copy";
import { dateInWords } from "./billing-rules";

/** "the Bundle and the Course": what an order or checkout was for, in a sentence. */
export function itemsInWords(labels: readonly string[]): string {
  const named = labels.filter(Boolean);
  if (named.length === 0) return "your items";
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

/**
 * To a subscriber whose payment failed while Stripe will try again: the
 * link is the site's billing route (sign-in first), never a portal URL,
 * which would expire before the reader opens it.
 */
export function cardUpdateEmail(options: {
  to: string;
  name: string;
  items: string;
  retryAt: Date;
  billingUrl: string;
  copy: CopyOverrides;
}): OutgoingEmail {
  const values = { items: options.items, retryDate: dateInWords(options.retryAt) };
  return renderEmail({
    to: options.to,
    subject: CARD_UPDATE_EMAIL.subject,
    greeting: greetingFor(options.name, options.copy),
    paragraphs: CARD_UPDATE_EMAIL.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    action: { label: CARD_UPDATE_EMAIL.action, url: options.billingUrl },
  });
}

/** To a visitor who consented to marketing and left a Stripe checkout unpaid: Stripe's recovery link. */
export function abandonedCheckoutEmail(options: {
  to: string;
  name: string;
  items: string;
  recoveryUrl: string;
  expiresAt: Date;
  links: LeadLinks;
  copy: CopyOverrides;
}): OutgoingEmail {
  const values = { items: options.items, expiryDate: dateInWords(options.expiresAt) };
  return renderEmail({
    to: options.to,
    subject: ABANDONED_CHECKOUT_EMAIL.subject,
    greeting: greetingFor(options.name.trim().split(/\s+/)[0] ?? "", options.copy),
    paragraphs: ABANDONED_CHECKOUT_EMAIL.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    action: { label: ABANDONED_CHECKOUT_EMAIL.action, url: options.recoveryUrl },
    ...marketingFooter(options.links, options.copy, ABANDONED_CHECKOUT_EMAIL.reason),
  });
}
