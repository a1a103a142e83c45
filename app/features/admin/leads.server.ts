import { desc, eq, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  assessmentLeads,
  authorAssessmentLeads,
  bookCreationApplications,
  emailOutbox,
  leadFollowups,
} from "~/db/schema";
import { applicationAnswers, qualifyApplication } from "~/features/application";
import { toCsv } from "./csv";
import { describeFollowup, type FollowupFacts } from "./lead-followup";
import { searchOf } from "./search.server";

export const LEAD_LISTS = ["readiness", "author", "applications"] as const;
export type LeadList = (typeof LEAD_LISTS)[number];

/**
 * What happened after each lead was saved, read with the lead in one query:
 * its result email's outbox status, consent, unsubscribe (by address) and
 * the worst state of its events to the email platform.
 */
function followupColumns(email: AnyColumn) {
  return {
    resultEmail: emailOutbox.status,
    consentedAt: leadFollowups.consentedAt,
    confirmedAt: leadFollowups.confirmedAt,
    unsubscribed: sql<boolean>`exists (select 1 from email_suppressions s where s.email = ${email})`,
    sync: sql<string | null>`(select case when bool_or(e.status = 'failed') then 'failed'
      when bool_or(e.status in ('queued', 'sending')) then 'pending' when count(*) > 0 then 'delivered' end
      from lead_events e where e.followup_id = ${leadFollowups.id})`,
  };
}

function followupOf(
  row: {
    resultEmail: string | null;
    consentedAt: Date | null;
    confirmedAt: Date | null;
    unsubscribed: boolean;
    sync: string | null;
  },
  syncConfigured: boolean,
) {
  const facts: FollowupFacts = {
    resultEmail: row.resultEmail,
    consented: row.consentedAt !== null,
    confirmed: row.confirmedAt !== null,
    unsubscribed: Boolean(row.unsubscribed),
    sync: row.sync,
    syncConfigured,
  };
  return describeFollowup(facts);
}

/** On screen: the newest rows matching the search. The CSV export has every matching row. */
const SCREEN_LIMIT = 100;
const EXPORT_LIMIT = 100_000;

async function readinessLeads(db: Db, q: string | undefined, limit: number, syncConfigured: boolean) {
  const rows = await db
    .select({ lead: assessmentLeads, ...followupColumns(assessmentLeads.email) })
    .from(assessmentLeads)
    .leftJoin(leadFollowups, eq(leadFollowups.leadId, assessmentLeads.id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, leadFollowups.resultEmailId))
    .where(searchOf(q, assessmentLeads.name, assessmentLeads.email))
    .orderBy(desc(assessmentLeads.createdAt), desc(assessmentLeads.id))
    .limit(limit);
  return rows.map(({ lead: r, ...followup }) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    stage: r.stage ?? "",
    createdAt: r.createdAt.toISOString(),
    followup: followupOf(followup, syncConfigured),
  }));
}

async function authorLeads(db: Db, q: string | undefined, limit: number, syncConfigured: boolean) {
  const t = authorAssessmentLeads;
  const rows = await db
    .select({ lead: t, ...followupColumns(t.email) })
    .from(t)
    .leftJoin(leadFollowups, eq(leadFollowups.leadId, t.id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, leadFollowups.resultEmailId))
    .where(searchOf(q, t.fullName, t.email, t.phone))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map(({ lead: r, ...followup }) => ({
    id: r.id,
    name: r.fullName,
    email: r.email,
    phone: r.phone ?? "",
    stage: r.answers.stage ?? "",
    timeline: r.answers.timeline ?? "",
    createdAt: r.createdAt.toISOString(),
    followup: followupOf(followup, syncConfigured),
  }));
}

async function applications(db: Db, q: string | undefined, limit: number, syncConfigured: boolean) {
  const t = bookCreationApplications;
  const rows = await db
    .select({ lead: t, ...followupColumns(t.email) })
    .from(t)
    .leftJoin(leadFollowups, eq(leadFollowups.leadId, t.id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, leadFollowups.resultEmailId))
    .where(searchOf(q, t.fullName, t.email, t.phone))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map(({ lead: r, ...followup }) => ({
    id: r.id,
    name: r.fullName,
    email: r.email,
    phone: r.phone,
    qualified: r.qualified,
    /** The phrases that decided "not qualified", recomputed with the same rule. */
    disqualifiedBy: qualifyApplication(applicationAnswers(r)).matched,
    createdAt: r.createdAt.toISOString(),
    followup: followupOf(followup, syncConfigured),
  }));
}

/** `syncConfigured`: whether LEADS_WEBHOOK_URL is set, so "no events" reads as off rather than missing. */
export async function loadLeads(db: Db, q: string | undefined, syncConfigured: boolean) {
  const [readiness, author, apps] = await Promise.all([
    readinessLeads(db, q, SCREEN_LIMIT, syncConfigured),
    authorLeads(db, q, SCREEN_LIMIT, syncConfigured),
    applications(db, q, SCREEN_LIMIT, syncConfigured),
  ]);
  return { q: q ?? "", readiness, author, applications: apps };
}

const FOLLOWUP_HEADERS = ["Result email", "Marketing consent", "Unsubscribed", "Sync"];
function followupCells(f: ReturnType<typeof followupOf>): string[] {
  return [f.result.label, f.consent.label, f.unsubscribed ? "yes" : "no", f.sync.label];
}

/** One lead list as CSV, newest first, filtered by the same search as the screen. */
export async function leadsCsv(
  db: Db,
  list: LeadList,
  q: string | undefined,
  syncConfigured: boolean,
): Promise<string> {
  if (list === "readiness") {
    const rows = await readinessLeads(db, q, EXPORT_LIMIT, syncConfigured);
    return toCsv(
      ["Name", "Email", "Stage", "Submitted", ...FOLLOWUP_HEADERS],
      rows.map((r) => [r.name, r.email, r.stage, r.createdAt, ...followupCells(r.followup)]),
    );
  }
  if (list === "author") {
    const rows = await authorLeads(db, q, EXPORT_LIMIT, syncConfigured);
    return toCsv(
      ["Name", "Email", "Phone", "Stage", "Timeline", "Submitted", ...FOLLOWUP_HEADERS],
      rows.map((r) => [r.name, r.email, r.phone, r.stage, r.timeline, r.createdAt, ...followupCells(r.followup)]),
    );
  }
  const rows = await applications(db, q, EXPORT_LIMIT, syncConfigured);
  return toCsv(
    ["Name", "Email", "Phone", "Qualified", "Disqualified by", "Submitted", ...FOLLOWUP_HEADERS],
    rows.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.qualified ? "yes" : "no",
      r.disqualifiedBy.join("; "),
      r.createdAt,
      ...followupCells(r.followup),
    ]),
  );
}
