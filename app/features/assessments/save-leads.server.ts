import { eq } from "drizzle-orm";
import { SMS_CONSENT } from "~/content/sms-consent";
import type { Db } from "~/db/client.server";
import { assessmentLeads, authorAssessmentLeads, authorAssessments } from "~/db/schema";
import { computeAuthorLevel } from "./author-level";
import { computeReadinessStage } from "./readiness-stage";
import type { AuthorLeadInput, ReadinessLeadInput } from "./schemas";

/**
 * Lead writes for the two assessments. Each is keyed by the browser's
 * idempotency key: the insert does nothing when the key exists, and the
 * first row's result is answered instead, so a retried or doubled
 * submission never writes a second row. The stage and level are always
 * recomputed here from the answers; the browser's opinion is never stored.
 */

export interface ReadinessLeadResult {
  id: string;
  stage: string;
  replayed: boolean;
}

export async function saveReadinessLead(
  db: Db,
  { input, idempotencyKey }: { input: ReadinessLeadInput; idempotencyKey: string },
): Promise<ReadinessLeadResult> {
  const [created] = await db
    .insert(assessmentLeads)
    .values({
      name: input.name,
      email: input.email,
      answers: input.answers,
      source: "assessment",
      stage: computeReadinessStage(input.answers),
      idempotencyKey,
    })
    .onConflictDoNothing({ target: assessmentLeads.idempotencyKey })
    .returning({ id: assessmentLeads.id, stage: assessmentLeads.stage });
  if (created) return { id: created.id, stage: created.stage ?? "", replayed: false };
  const [first] = await db
    .select({ id: assessmentLeads.id, stage: assessmentLeads.stage })
    .from(assessmentLeads)
    .where(eq(assessmentLeads.idempotencyKey, idempotencyKey));
  if (!first) throw new Error("idempotency conflict without a row");
  return { id: first.id, stage: first.stage ?? "", replayed: true };
}

export interface AuthorLeadResult {
  id: string;
  level: number;
  levelName: string;
  next: string;
  replayed: boolean;
}

function levelResult(id: string, stageAnswer: string, replayed: boolean): AuthorLeadResult {
  const level = computeAuthorLevel(stageAnswer);
  return { id, level: level.phase, levelName: level.name, next: level.next, replayed };
}

/** One transaction writes both SPEC tables: the assessment and the lead. */
export async function saveAuthorLead(
  db: Db,
  { input, idempotencyKey, now = new Date() }: { input: AuthorLeadInput; idempotencyKey: string; now?: Date },
): Promise<AuthorLeadResult> {
  const phone = input.phone ?? null;
  const consent = phone && input.smsConsent ? { version: SMS_CONSENT.version, at: now } : null;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(authorAssessmentLeads)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone,
        answers: input.answers,
        smsConsentVersion: consent?.version ?? null,
        smsConsentedAt: consent?.at ?? null,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: authorAssessmentLeads.idempotencyKey })
      .returning({ id: authorAssessmentLeads.id });
    if (!lead) {
      const [first] = await tx
        .select({ id: authorAssessmentLeads.id, answers: authorAssessmentLeads.answers })
        .from(authorAssessmentLeads)
        .where(eq(authorAssessmentLeads.idempotencyKey, idempotencyKey));
      if (!first) throw new Error("idempotency conflict without a row");
      return levelResult(first.id, first.answers.stage ?? "", true);
    }
    await tx.insert(authorAssessments).values({
      fullName: input.fullName,
      email: input.email,
      phone,
      stage: input.answers.stage,
      frequency: input.answers.frequency,
      challenge: input.answers.challenge,
      timeline: input.answers.timeline,
      idempotencyKey,
    });
    return levelResult(lead.id, input.answers.stage, false);
  });
}
