import { eq } from "drizzle-orm";
import { SMS_CONSENT } from "~/content/sms-consent";
import type { Db } from "~/db/client.server";
import { bookCreationApplications } from "~/db/schema";
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
 * replay answers the first row's decision and writes nothing.
 */
export async function saveApplication(
  db: Db,
  { input, idempotencyKey, now = new Date() }: { input: ApplicationInput; idempotencyKey: string; now?: Date },
): Promise<ApplicationResult> {
  const { qualified, status } = qualifyApplication(applicationAnswers(input));
  const columns = {
    id: bookCreationApplications.id,
    qualified: bookCreationApplications.qualified,
    status: bookCreationApplications.status,
  };
  const [created] = await db
    .insert(bookCreationApplications)
    .values({
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
    .returning(columns);
  const replayed = !created;
  const row =
    created ??
    (
      await db
        .select(columns)
        .from(bookCreationApplications)
        .where(eq(bookCreationApplications.idempotencyKey, idempotencyKey))
    )[0];
  if (!row) throw new Error("idempotency conflict without a row");
  return {
    id: row.id,
    qualified: row.qualified,
    status: row.status === "approved" ? "approved" : "not_qualified",
    replayed,
  };
}
