import { legalPath, type LegalPageId } from "~/content/legal";
import { SMS_CONSENT } from "~/content/sms-consent";
import type { Config } from "~/config.server";

/**
 * The plain-language templates the legal pages show until the owner saves
 * their own text in the Legal tab. They name the business from the Site
 * tab and only the services this server is actually configured to use, so
 * the privacy policy lists who really receives a visitor's data. They are
 * a starting point for the owner's review, not legal advice: the launch
 * checklist lists each page until the owner has saved it.
 */

/** A service that receives visitors' personal data, as the privacy policy names it. */
export interface Processor {
  name: string;
  purpose: string;
}

/** What the templates say about the business and its services. */
export interface LegalFacts {
  businessName: string;
  /** As typed in the Site tab: one line or several. */
  postalAddress: string;
  supportEmail: string;
  siteUrl: string;
  processors: Processor[];
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
};

/** Ad pixels and Google's tag wait for the consent banner (app/features/consent). */
const ONLY_ONCE_ACCEPTED =
  "It loads only if you accept it in our cookie banner; change your choice with Cookie settings at the foot of any page";

/** The services the environment configures (config.server.ts), each only when its variable is set. */
export function processorsOf(
  config: Pick<Config, "stripe" | "thrivecart" | "smtpUrl" | "leadsWebhook"> & {
    public: Pick<Config["public"], "metaPixelId" | "gaMeasurementId">;
  },
): Processor[] {
  const processors: Processor[] = [];
  if (config.stripe)
    processors.push({
      name: "Stripe",
      purpose: "takes card payments and keeps the card details; we never see your full card number",
    });
  if (config.thrivecart.secret)
    processors.push({ name: "ThriveCart", purpose: "runs our order forms and takes payments for them" });
  const smtpHost = config.smtpUrl ? hostOf(config.smtpUrl) : null;
  if (smtpHost)
    processors.push({
      name: `Our email delivery provider (${smtpHost})`,
      purpose: "delivers the emails we send you",
    });
  if (config.public.metaPixelId)
    processors.push({
      name: "Meta Platforms (Facebook and Instagram)",
      purpose: `measures and improves our advertising: which visits and orders came from our ads. ${ONLY_ONCE_ACCEPTED}`,
    });
  if (config.public.gaMeasurementId)
    processors.push({
      name: "Google Analytics",
      purpose: `measures how visitors use the site. ${ONLY_ONCE_ACCEPTED}`,
    });
  const webhookHost = config.leadsWebhook ? hostOf(config.leadsWebhook.url) : null;
  if (webhookHost)
    processors.push({
      name: `Our email marketing service (${webhookHost})`,
      purpose:
        "receives your name, email address and answers when you use an assessment or apply, to send the emails you agreed to",
    });
  return processors;
}

/** How a gap the Site tab fills ends: a text saved with one still in it would publish the gap. */
export const SITE_TAB_GAP = "add it in the Site tab]";

/** A fact the owner has not given yet, shown as a visible gap rather than invented. */
const orGap = (value: string, gap: string) => value.trim() || `[${gap}]`;

function contactBlock(facts: LegalFacts): string {
  const address = orGap(facts.postalAddress, `Postal address: ${SITE_TAB_GAP.slice(0, -1)}`);
  return [
    `**${orGap(facts.businessName, `Business name: ${SITE_TAB_GAP.slice(0, -1)}`)}**`,
    ...address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    `Email: [${facts.supportEmail}](mailto:${facts.supportEmail})`,
  ].join("\n");
}

function privacy(facts: LegalFacts): string {
  const business = orGap(facts.businessName, "Business name");
  const shared =
    facts.processors.length > 0
      ? facts.processors.map((p) => `- **${p.name}** ${p.purpose}.`).join("\n")
      : "- No outside service receives your personal information from this site.";
  return `${business} runs ${facts.siteUrl}. This policy explains what personal information we collect, why, who else receives it and the choices you have.

## Who we are

${contactBlock(facts)}

## What we collect

- **Your account:** your name, email address and password (stored only in scrambled form), and the books and programs you can open.
- **Your orders:** your name, email address, what you bought, the amount and the order's status.
- **Assessments and applications:** your name, email address, phone number if you give one, your answers, and whether you agreed to receive emails or text messages (with the time and the words you agreed to).
- **Your library:** how far you have listened and the bookmarks you made.
- **Visits:** which pages are opened, to see what works on the site.

## Why we use it

We use your information to give you what you asked for (your order, your library, your assessment result), to answer your questions, to send the emails and text messages you agreed to, and to keep the site working and secure. We do not sell your personal information.

## Who else receives it

${shared}

## How long we keep it

We keep order records for as long as bookkeeping and tax law require. Everything else we keep until you ask us to delete it or delete your account.

## Your choices

- Every marketing email has an unsubscribe link.
- Reply STOP to any text message to stop them; see our [SMS Terms](${legalPath("sms")}).
- With an account, download everything we hold about you, or delete your account, on your [account page](/account/security). Order records stay, as bookkeeping law requires.
- Email us at [${facts.supportEmail}](mailto:${facts.supportEmail}) to see, correct or delete the information we hold about you.

## Changes

When we change this policy we update this page and the date at its top.`;
}

function terms(facts: LegalFacts): string {
  const business = orGap(facts.businessName, "Business name");
  return `These terms apply when you use ${facts.siteUrl} or buy from ${business} ("we", "us"). By using the site or placing an order you agree to them.

## Who we are

${contactBlock(facts)}

## Your orders

- The price and what you get are shown before you pay. Payments are taken by our payment provider.
- A subscription or payment plan renews or charges as shown at checkout until it ends or you cancel it.
- Refunds follow our [Refund Policy](${legalPath("refund")}).

## Your account and library

Your account is for you alone: keep your password private and do not share your access to the books, audiobooks and programs you bought. We may close an account that is used to share or copy them.

## Our content

The books, recordings, courses and other materials on this site belong to ${business} or its licensors. You may use them for your own personal use only.

## Limits

We work hard to keep the site available and accurate, but we provide it as it is. To the extent the law allows, we are not liable for indirect losses. Nothing in these terms takes away rights you have by law.

## Privacy

How we handle your information is explained in our [Privacy Policy](${legalPath("privacy")}).

## Changes

When we change these terms we update this page and the date at its top. Orders already placed keep the terms that applied when they were placed.`;
}

function refund(facts: LegalFacts): string {
  return `We want you to be happy with what you bought.

## Money-back guarantee

If a purchase is not right for you, email us at [${facts.supportEmail}](mailto:${facts.supportEmail}) within 30 days of your order and we will refund you in full. Please include the email address you ordered with.

## How refunds are paid

Refunds go back to the card or account you paid with. Your bank may take a few business days to show them. Your access to a refunded product ends with the refund.

## Subscriptions and payment plans

You can cancel a subscription at any time by emailing us; it then does not renew. Payments already made for a period that has started are refunded under the guarantee above when asked for within 30 days of the order.

## Contact

${contactBlock(facts)}`;
}

function sms(facts: LegalFacts): string {
  const business = orGap(facts.businessName, "Business name");
  return `These terms apply to the text messages ${business} sends when you give your phone number and agree to receive them.

## What you agreed to

${SMS_CONSENT.label}

## Stopping messages

Reply **STOP** to any message to stop them at once. Reply **HELP** for help, or email us at [${facts.supportEmail}](mailto:${facts.supportEmail}).

## Costs and frequency

Message frequency varies. Message and data rates may apply. Carriers are not liable for delayed or undelivered messages.

## Privacy

We do not sell or share your phone number for others' marketing. How we handle your information is explained in our [Privacy Policy](${legalPath("privacy")}).

## Contact

${contactBlock(facts)}`;
}

const TEMPLATES: Record<LegalPageId, (facts: LegalFacts) => string> = { privacy, terms, refund, sms };

export function legalTemplate(id: LegalPageId, facts: LegalFacts): string {
  return TEMPLATES[id](facts);
}
