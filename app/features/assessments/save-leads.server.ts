import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SMS_CONSENT } from "~/content/sms-consent";
import type { Db } from "~/db/client.server";
import { assessmentLeads, authorAssessmentLeads, authorAssessments } from "~/db/schema";
import { authorResultEmail, readinessResultEmail } from "~/features/leads";
import { saveLeadWithFollowup, type LeadContext } from "~/features/leads/index.server";
import { computeAuthorLevel } from "./author-level";
import { computeReadinessStage } from "./readiness-stage";
import type { AuthorLeadInput, ReadinessLeadInput } from "./schemas";

/**
 * Lead writes for the two assessments. Each is keyed by the browser's
 * idempotency key: the insert does nothing when the key exists, and the
 * first row's result is answered instead, so a retried or doubled
 * submission never writes a second row. The stage and level are always
 * recomputed here from the answers; the browser's opinion is never stored.
 * The result email, consent and sync event are written in the same
 * transaction as the first row, so a replay queues nothing.
 */

export interface ReadinessLeadResult {
  id: string;
  stage: string;
  replayed: boolean;
}

export async function saveReadinessLead(
  db: Db,
  { input, idempotencyKey, context }: { input: ReadinessLeadInput; idempotencyKey: string; context: LeadContext },
): Promise<ReadinessLeadResult> {
  const stage = computeReadinessStage(input.answers);
  const now = context.now ?? new Date();
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const created = await saveLeadWithFollowup(tx, context, {
      kind: "readiness",
      leadId: id,
      insert: tx
        .insert(assessmentLeads)
        .values({
          id,
          name: input.name,
          email: input.email,
          answers: input.answers,
          source: "assessment",
          stage,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: assessmentLeads.idempotencyKey })
        .returning({ id: assessmentLeads.id }),
      email: input.email,
      name: input.name,
      marketingConsent: input.marketingConsent,
      clientIp: context.clientIp,
      results: (links, copy) => [
        { email: readinessResultEmail({ to: input.email, name: input.name, stage, links, copy }) },
      ],
      eventType: "lead.created",
      eventData: { stage, answers: input.answers },
      now,
    });
    if (created) return { id, stage, replayed: false };
    const [first] = await tx
      .select({ id: assessmentLeads.id, stage: assessmentLeads.stage })
      .from(assessmentLeads)
      .where(eq(assessmentLeads.idempotencyKey, idempotencyKey));
    if (!first) throw new Error("idempotency conflict without a row");
    return { id: first.id, stage: first.stage ?? "", replayed: true };
  });
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
  { input, idempotencyKey, context }: { input: AuthorLeadInput; idempotencyKey: string; context: LeadContext },
): Promise<AuthorLeadResult> {
  const now = context.now ?? new Date();
  const phone = input.phone ?? null;
  const consent = phone && input.smsConsent ? { version: SMS_CONSENT.version, at: now } : null;
  const id = randomUUID();
  const result = levelResult(id, input.answers.stage, false);
  return db.transaction(async (tx) => {
    const created = await saveLeadWithFollowup(tx, context, {
      kind: "author",
      leadId: id,
      insert: tx
        .insert(authorAssessmentLeads)
        .values({
          id,
          fullName: input.fullName,
          email: input.email,
          phone,
          answers: input.answers,
          smsConsentVersion: consent?.version ?? null,
          smsConsentedAt: consent?.at ?? null,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: authorAssessmentLeads.idempotencyKey })
        .returning({ id: authorAssessmentLeads.id }),
      alsoWrite: [
        tx.insert(authorAssessments).values({
          fullName: input.fullName,
          email: input.email,
          phone,
          stage: input.answers.stage,
          frequency: input.answers.frequency,
          challenge: input.answers.challenge,
          timeline: input.answers.timeline,
          idempotencyKey,
        }),
      ],
      email: input.email,
      name: input.fullName,
      marketingConsent: input.marketingConsent,
      clientIp: context.clientIp,
      results: (links, copy) => [
        { email: authorResultEmail({ to: input.email, name: input.fullName, phase: result.level, links, copy }) },
      ],
      eventType: "lead.created",
      eventData: { phone, level: result.level, levelName: result.levelName, next: result.next, answers: input.answers },
      now,
    });
    if (created) return result;
    const [first] = await tx
      .select({ id: authorAssessmentLeads.id, answers: authorAssessmentLeads.answers })
      .from(authorAssessmentLeads)
      .where(eq(authorAssessmentLeads.idempotencyKey, idempotencyKey));
    if (!first) throw new Error("idempotency conflict without a row");
    return levelResult(first.id, first.answers.stage ?? "", true);
  });
}
