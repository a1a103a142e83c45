import { APPROVED_SCREEN, NOT_QUALIFIED_SCREEN } from "~/content/application";
import { AUTHOR_LEVELS, READINESS_STAGES, type ReadinessStage } from "~/content/assessments";
import { offerCheckoutPath } from "~/content/checkout-link";
import { CONFIRMATION_EMAIL, FOLLOW_UP_SEQUENCES, LEAD_EMAIL_FOOTER, RESULT_EMAILS } from "~/content/lead-emails";
import type { Offer, OfferId } from "~/content/offers";
import type { LeadKind } from "~/db/schema";
import { formatDollars } from "~/lib/format-price";
import { greetingFor, renderEmail } from "~/lib/email/templates";
import { CONTACT_PARAM } from "./contact-param";

/**
 * The emails a lead receives, built from the same content the result
 * screens show. Every one carries the unsubscribe link in its footer; the
 * matching List-Unsubscribe headers are added when it is queued.
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

const footer = (links: LeadLinks) => ({
  footer: [LEAD_EMAIL_FOOTER.reason, links.sender].filter(Boolean),
  unsubscribeUrl: links.unsubscribeUrl,
});
/** Leads are greeted by their first name. */
const firstNameGreeting = (name: string) => greetingFor(name.trim().split(/\s+/)[0] ?? "");

export function readinessResultEmail(options: { to: string; name: string; stage: ReadinessStage; links: LeadLinks }) {
  const { to, name, stage, links } = options;
  const content = READINESS_STAGES[stage];
  const copy = RESULT_EMAILS.readiness;
  return renderEmail({
    to,
    subject: copy.subject(stage),
    greeting: firstNameGreeting(name),
    paragraphs: [copy.intro, copy.stageLine(stage), content.description],
    lists: [{ title: copy.listTitle, items: content.recommendations }],
    action: { label: copy.action, url: siteLink(links, copy.actionPath) },
    ...footer(links),
  });
}

export function authorResultEmail(options: { to: string; name: string; phase: number; links: LeadLinks }) {
  const { to, name, phase, links } = options;
  const level = AUTHOR_LEVELS.find((l) => l.phase === phase) ?? AUTHOR_LEVELS[AUTHOR_LEVELS.length - 1]!;
  const copy = RESULT_EMAILS.author;
  return renderEmail({
    to,
    subject: copy.subject(level.phase, level.name),
    greeting: firstNameGreeting(name),
    paragraphs: [copy.intro, copy.levelLine(level.phase, level.name), copy.nextLine(level.next), level.summary],
    lists: [{ title: copy.listTitle, items: level.roadmap, ordered: true }],
    action: { label: copy.action, url: siteLink(links, copy.actionPath) },
    ...footer(links),
  });
}

export function applicationReceivedEmail(options: { to: string; name: string; links: LeadLinks }) {
  const copy = RESULT_EMAILS.applicationReceived;
  return renderEmail({
    to: options.to,
    subject: copy.subject,
    greeting: firstNameGreeting(options.name),
    paragraphs: copy.paragraphs,
    ...footer(options.links),
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
}) {
  const { to, name, qualified, links, offers } = options;
  if (qualified) {
    const copy = RESULT_EMAILS.applicationApproved;
    const full = offers[APPROVED_SCREEN.fullOffer];
    const split = offers[APPROVED_SCREEN.splitOffer];
    const fullUrl = siteLink(links, offerCheckoutPath(full.id));
    return renderEmail({
      to,
      subject: copy.subject,
      greeting: firstNameGreeting(name),
      paragraphs: [...copy.paragraphs, copy.guarantee],
      lists: [
        {
          title: copy.optionsTitle,
          items: [
            {
              label: `${full.label}: ${formatDollars(full.price)}${full.compareAt ? ` (regular price ${formatDollars(full.compareAt)})` : ""}`,
              url: fullUrl,
            },
            {
              label: `${split.label}: ${APPROVED_SCREEN.splitLabel(formatDollars(split.price))}`,
              url: siteLink(links, offerCheckoutPath(split.id)),
            },
          ],
        },
      ],
      action: { label: `${full.label}: ${formatDollars(full.price)}`, url: fullUrl },
      ...footer(links),
    });
  }
  const copy = RESULT_EMAILS.applicationNotQualified;
  const book = offers[NOT_QUALIFIED_SCREEN.offer];
  return renderEmail({
    to,
    subject: copy.subject,
    greeting: firstNameGreeting(name),
    paragraphs: copy.paragraphs,
    action: { label: copy.action(formatDollars(book.price)), url: siteLink(links, copy.actionPath) },
    ...footer(links),
  });
}

export function confirmationEmail(options: { to: string; name: string; confirmUrl: string; links: LeadLinks }) {
  return renderEmail({
    to: options.to,
    subject: CONFIRMATION_EMAIL.subject,
    greeting: firstNameGreeting(options.name),
    paragraphs: CONFIRMATION_EMAIL.paragraphs,
    action: { label: CONFIRMATION_EMAIL.action, url: options.confirmUrl },
    ...footer(options.links),
  });
}

/** Sequence email number `index` (0-2) of a lead type. */
export function sequenceEmail(options: { to: string; name: string; kind: LeadKind; index: number; links: LeadLinks }) {
  const email = FOLLOW_UP_SEQUENCES[options.kind][options.index];
  if (!email) throw new Error(`No sequence email ${options.index} for ${options.kind}`);
  return renderEmail({
    to: options.to,
    subject: email.subject,
    greeting: firstNameGreeting(options.name),
    paragraphs: email.paragraphs,
    action: { label: email.action.label, url: siteLink(options.links, email.action.path) },
    ...footer(options.links),
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
