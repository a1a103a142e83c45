import { AUTHOR_LEVELS, READINESS_STAGES, type ReadinessStage } from "~/content/assessments";
import type { Offer, OfferId } from "~/content/offers";
import { LEAD_KINDS } from "~/db/schema";
import {
  accessGrantedEmail,
  confirmAdminEmail,
  newChapterEmail,
  passwordResetEmail,
  signUpTakenEmail,
  welcomeBuyerEmail,
} from "~/lib/email/templates";
import type { CopyOverrides } from "~/lib/page-copy";
import {
  applicationOutcomeEmail,
  applicationReceivedEmail,
  authorResultEmail,
  confirmationEmail,
  readinessResultEmail,
  sequenceEmail,
  type LeadLinks,
} from "./lead-emails";

/**
 * Every email the site sends, rendered with the owner's words and offers
 * for a sample recipient: what the launch checklist reads, as it reads the
 * pages. Each is named as the owner finds it in the Pages tab.
 */
export function sampleEmails(options: {
  baseUrl: string;
  copy: CopyOverrides;
  offers: Record<OfferId, Offer>;
  /** The footer's line naming the business and its postal address (senderLine). */
  sender: string;
}): { name: string; html: string }[] {
  const { baseUrl, copy, offers, sender } = options;
  const to = "reader@localhost";
  const name = "Reader";
  const url = `${baseUrl}/reset-password?token=sample`;
  const links: LeadLinks = {
    baseUrl,
    unsubscribeUrl: `${baseUrl}/email/unsubscribe/sample`,
    contactToken: "sample",
    sender,
  };
  const library = `${baseUrl}/dashboard`;
  const emails = [
    ...(Object.keys(READINESS_STAGES) as ReadinessStage[]).map((stage) => ({
      name: `Email: readiness result “${stage}”`,
      email: readinessResultEmail({ to, name, stage, links, copy }),
    })),
    ...AUTHOR_LEVELS.map((level) => ({
      name: `Email: author journey result “${level.name}”`,
      email: authorResultEmail({ to, name, phase: level.phase, links, copy }),
    })),
    { name: "Email: application received", email: applicationReceivedEmail({ to, name, links, copy }) },
    {
      name: "Email: application approved",
      email: applicationOutcomeEmail({ to, name, qualified: true, links, offers, copy }),
    },
    {
      name: "Email: application not qualified",
      email: applicationOutcomeEmail({ to, name, qualified: false, links, offers, copy }),
    },
    {
      name: "Email: confirm your subscription",
      email: confirmationEmail({ to, name, confirmUrl: `${baseUrl}/email/confirm/sample`, links, copy }),
    },
    ...LEAD_KINDS.flatMap((kind) =>
      [0, 1, 2].map((index) => ({
        name: `Email: ${kind} follow-up ${index + 1}`,
        email: sequenceEmail({ to, name, kind, index, links, copy }),
      })),
    ),
    { name: "Email: password reset", email: passwordResetEmail({ to, name, url, copy }) },
    { name: "Email: buyer welcome", email: welcomeBuyerEmail({ to, name, url, copy }) },
    { name: "Email: admin confirmation", email: confirmAdminEmail({ to, name, url, copy }) },
    { name: "Email: address already signed up", email: signUpTakenEmail({ to, name, url, copy }) },
    {
      name: "Email: new chapter",
      email: newChapterEmail({
        to,
        firstName: name,
        productName: "Rerouted",
        title: "Chapter 1",
        durationSeconds: 600,
        libraryUrl: library,
        copy,
      }),
    },
    {
      name: "Email: access granted",
      email: accessGrantedEmail({ to, firstName: name, productName: "Rerouted", libraryUrl: library, copy }),
    },
  ];
  // The subject is read too: it is the first thing a recipient sees.
  return emails.map(({ name: view, email }) => ({ name: view, html: `<p>${email.subject}</p>${email.html}` }));
}
