import { APPROVED_SCREEN, NOT_QUALIFIED_SCREEN } from "~/content/application";
import { AUTHOR_LEVELS, READINESS_STAGES, type ReadinessStage } from "~/content/assessments";
import { offerCheckoutPath } from "~/content/checkout-link";
import { CONFIRMATION_EMAIL, FOLLOW_UP_SEQUENCES, LEAD_EMAIL_FOOTER, RESULT_EMAILS } from "~/content/lead-emails";
import type { Offer, OfferId } from "~/content/offers";
import type { LeadKind } from "~/db/schema";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { formatDollars } from "~/lib/format-price";
import { greetingFor, renderEmail } from "~/lib/email/templates";
import { overlayCopy, type CopyOverrides } from "~/lib/page-copy";
import { CONTACT_PARAM } from "./contact-param";

/**
 * The emails a lead receives, built from the same content the result
 * screens show, with the owner's words (`copy`, the saved overrides of the
 * Pages tab: readSavedCopy) laid over the shipped ones under the same
 * prefixes as there. Every one carries the unsubscribe link in its footer;
 * the matching List-Unsubscribe headers are added when it is queued.
 */
export interface LeadLinks {
  baseUrl: string;
  unsubscribeUrl: string;
  /** The reader's signed contact token: links to the site carry it so their offer deadlines follow them. */
  contactToken: string;
  /** The business and its postal address on one line (Site tab), which every marketing email carries (CAN-SPAM). */
  sender: string;
}

/** A page of the site, as a link in an email to this lead. */
function siteLink(links: LeadLinks, path: string): string {
  const url = new URL(path, links.baseUrl);
  url.searchParams.set(CONTACT_PARAM, links.contactToken);
  return url.toString();
}

/**
 * The footer of every marketing email: why the reader gets it (`reason`,
 * when not the leads' own), the sender's name and postal address, and the
 * unsubscribe link.
 */
export function marketingFooter(links: LeadLinks, copy: CopyOverrides, reason?: string) {
  const words = overlayCopy("leadEmailFooter", LEAD_EMAIL_FOOTER, copy);
  return {
    footer: [reason ?? words.reason, links.sender].filter(Boolean),
    unsubscribe: { url: links.unsubscribeUrl, label: words.unsubscribe },
  };
}
/** Leads are greeted by their first name. */
const firstNameGreeting = (name: string, copy: CopyOverrides) => greetingFor(name.trim().split(/\s+/)[0] ?? "", copy);

/** The result emails' words, the owner's over the shipped ones. */
const resultWords = (copy: CopyOverrides) => overlayCopy("resultEmails", RESULT_EMAILS, copy);

/** The result screen's texts of the stage, as the owner wrote them, follow into its email. */
export function readinessResultEmail(options: {
  to: string;
  name: string;
  stage: ReadinessStage;
  links: LeadLinks;
  copy: CopyOverrides;
}) {
  const { to, name, stage, links, copy } = options;
  const content = overlayCopy("readinessStages", READINESS_STAGES, copy)[stage];
  const words = resultWords(copy).readiness;
  const values = { stage: content.title };
  return renderEmail({
    to,
    subject: fillPlaceholders(words.subject, values),
    greeting: firstNameGreeting(name, copy),
    paragraphs: [words.intro, fillPlaceholders(words.stageLine, values), content.description],
    lists: [{ title: words.listTitle, items: content.recommendations }],
    action: { label: words.action, url: siteLink(links, words.actionPath) },
    ...marketingFooter(links, copy),
  });
}

export function authorResultEmail(options: {
  to: string;
  name: string;
  phase: number;
  links: LeadLinks;
  copy: CopyOverrides;
}) {
  const { to, name, phase, links, copy } = options;
  const levels = overlayCopy("authorLevels", AUTHOR_LEVELS, copy);
  const level = levels.find((l) => l.phase === phase) ?? levels[levels.length - 1]!;
  const words = resultWords(copy).author;
  const values = { phase: level.phase, level: level.name, next: level.next };
  return renderEmail({
    to,
    subject: fillPlaceholders(words.subject, values),
    greeting: firstNameGreeting(name, copy),
    paragraphs: [
      words.intro,
      fillPlaceholders(words.levelLine, values),
      fillPlaceholders(words.nextLine, values),
      level.summary,
    ],
    lists: [{ title: words.listTitle, items: level.roadmap, ordered: true }],
    action: { label: words.action, url: siteLink(links, words.actionPath) },
    ...marketingFooter(links, copy),
  });
}

export function applicationReceivedEmail(options: { to: string; name: string; links: LeadLinks; copy: CopyOverrides }) {
  const words = resultWords(options.copy).applicationReceived;
  return renderEmail({
    to: options.to,
    subject: words.subject,
    greeting: firstNameGreeting(options.name, options.copy),
    paragraphs: words.paragraphs,
    ...marketingFooter(options.links, options.copy),
  });
}

/**
 * Approved: next steps and the approved screen's two checkout options, each
 * a link to the site's checkout page for the offer (offerCheckoutPath),
 * which starts the checkout with the provider the Offers tab chose when the
 * link is opened. Not qualified: a kind note and the book.
 */
export function applicationOutcomeEmail(options: {
  to: string;
  name: string;
  qualified: boolean;
  links: LeadLinks;
  /** The owner's current offers (admin Offers tab). */
  offers: Record<OfferId, Offer>;
  copy: CopyOverrides;
}) {
  const { to, name, qualified, links, offers, copy } = options;
  if (qualified) {
    const words = resultWords(copy).applicationApproved;
    const full = offers[APPROVED_SCREEN.fullOffer];
    const split = offers[APPROVED_SCREEN.splitOffer];
    const fullUrl = siteLink(links, offerCheckoutPath(full.id));
    // The split option reads as on the approved screen, in the owner's words.
    const { splitLabel } = overlayCopy("approvedScreen", APPROVED_SCREEN, copy);
    return renderEmail({
      to,
      subject: words.subject,
      greeting: firstNameGreeting(name, copy),
      paragraphs: [...words.paragraphs, words.guarantee],
      lists: [
        {
          title: words.optionsTitle,
          items: [
            {
              label: `${full.label}: ${formatDollars(full.price)}${full.compareAt ? ` (regular price ${formatDollars(full.compareAt)})` : ""}`,
              url: fullUrl,
            },
            {
              label: `${split.label}: ${fillPlaceholders(splitLabel, { price: formatDollars(split.price) })}`,
              url: siteLink(links, offerCheckoutPath(split.id)),
            },
          ],
        },
      ],
      action: { label: `${full.label}: ${formatDollars(full.price)}`, url: fullUrl },
      ...marketingFooter(links, copy),
    });
  }
  const words = resultWords(copy).applicationNotQualified;
  const book = offers[NOT_QUALIFIED_SCREEN.offer];
  return renderEmail({
    to,
    subject: words.subject,
    greeting: firstNameGreeting(name, copy),
    paragraphs: words.paragraphs,
    action: {
      label: fillPlaceholders(words.action, { price: formatDollars(book.price) }),
      url: siteLink(links, words.actionPath),
    },
    ...marketingFooter(links, copy),
  });
}

export function confirmationEmail(options: {
  to: string;
  name: string;
  confirmUrl: string;
  links: LeadLinks;
  copy: CopyOverrides;
}) {
  const words = overlayCopy("confirmationEmail", CONFIRMATION_EMAIL, options.copy);
  return renderEmail({
    to: options.to,
    subject: words.subject,
    greeting: firstNameGreeting(options.name, options.copy),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: options.confirmUrl },
    ...marketingFooter(options.links, options.copy),
  });
}

/** Sequence email number `index` (0-2) of a lead type. */
export function sequenceEmail(options: {
  to: string;
  name: string;
  kind: LeadKind;
  index: number;
  links: LeadLinks;
  copy: CopyOverrides;
}) {
  const email = overlayCopy("followUpEmails", FOLLOW_UP_SEQUENCES, options.copy)[options.kind][options.index];
  if (!email) throw new Error(`No sequence email ${options.index} for ${options.kind}`);
  return renderEmail({
    to: options.to,
    subject: email.subject,
    greeting: firstNameGreeting(options.name, options.copy),
    paragraphs: email.paragraphs,
    action: { label: email.action.label, url: siteLink(options.links, email.action.path) },
    ...marketingFooter(options.links, options.copy),
  });
}

/**
 * RFC 8058 one-click unsubscribe and RFC 2369 List-Unsubscribe, plus the
 * support inbox as Reply-To, on every email to a lead.
 */
export function leadEmailHeaders(options: { unsubscribeUrl: string; replyTo: string }): Record<string, string> {
  return {
    "Reply-To": options.replyTo,
    "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
