import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SMS_CONSENT } from "~/content/sms-consent";
import type { Db } from "~/db/client.server";
import { bookCreationApplications } from "~/db/schema";
import { saveLeadWithFollowup, type LeadContext } from "~/features/leads/index.server";
import { applicationOutcomeEmail, applicationReceivedEmail } from "~/features/leads";
import { readSiteContent } from "~/lib/site-content.server";
import { qualifyApplication } from "./qualification";
import { applicationAnswers, type ApplicationInput } from "./schemas";

export interface ApplicationResult {
  id: string;
  qualified: boolean;
  status: "approved" | "not_qualified";
  replayed: boolean;
}

/**
 * Stores an application with the qualification decided here (SPEC section
 * 4), never the browser's. Keyed by the idempotency key like the leads: a
 * replay answers the first row's decision and writes nothing. The
 * acknowledgement and the outcome email (queued to follow it) are written
 * in the same transaction as the application.
 */

/** The acknowledgement goes first; the outcome follows it by this much, so they arrive in order. */
const OUTCOME_EMAIL_DELAY_MS = 2 * 60_000;
export async function saveApplication(
  db: Db,
  {
    input,
    idempotencyKey,
    context,
  }: {
    input: ApplicationInput;
    idempotencyKey: string;
    context: LeadContext;
  },
): Promise<ApplicationResult> {
  const now = context.now ?? new Date();
  const { qualified, status } = qualifyApplication(applicationAnswers(input));
  const id = randomUUID();
  return db.transaction(async (tx) => {
    // The outcome email quotes the owner's current prices and checkout links.
    const { offers } = await readSiteContent(tx);
    const insert = tx
      .insert(bookCreationApplications)
      .values({
        id,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        bestTimeToContact: "",
        bookDescription: input.bookDescription,
        idealReader: input.idealReader,
        expertise: input.expertise,
        motivation: input.motivation,
        timeExpectation: input.timeExpectation,
        earningsExpectation: input.earningsExpectation,
        feedbackResponse: input.feedbackResponse,
        changeResponse: input.changeResponse,
        hoursPerWeek: input.hoursPerWeek,
        investmentApproach: input.investmentApproach,
        reroutedResonance: input.reroutedResonance,
        faithBasedValues: input.faithBasedValues,
        qualified,
        status,
        smsConsentVersion: SMS_CONSENT.version,
        smsConsentedAt: now,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: bookCreationApplications.idempotencyKey })
      .returning({ id: bookCreationApplications.id });
    const created = await saveLeadWithFollowup(tx, context, {
      kind: "application",
      leadId: id,
      insert,
      email: input.email,
      name: input.fullName,
      marketingConsent: input.marketingConsent,
      clientIp: context.clientIp,
      results: (links, copy) => [
        { email: applicationReceivedEmail({ to: input.email, name: input.fullName, links, copy }) },
        {
          email: applicationOutcomeEmail({ to: input.email, name: input.fullName, qualified, links, offers, copy }),
          delayMs: OUTCOME_EMAIL_DELAY_MS,
        },
      ],
      eventType: "application.submitted",
      eventData: { phone: input.phone, qualified, status, answers: applicationAnswers(input) },
      now,
    });
    if (created) return { id, qualified, status, replayed: false };
    const [first] = await tx
      .select({
        id: bookCreationApplications.id,
        qualified: bookCreationApplications.qualified,
        status: bookCreationApplications.status,
      })
      .from(bookCreationApplications)
      .where(eq(bookCreationApplications.idempotencyKey, idempotencyKey));
    if (!first) throw new Error("idempotency conflict without a row");
    return {
      id: first.id,
      qualified: first.qualified,
      status: first.status === "approved" ? "approved" : "not_qualified",
      replayed: true,
    };
  });
}
