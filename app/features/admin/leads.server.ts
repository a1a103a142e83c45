import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { assessmentLeads, authorAssessmentLeads, bookCreationApplications } from "~/db/schema";
import { qualifyApplication } from "~/features/application/qualification";
import { applicationAnswers } from "~/features/application/schemas";
import { toCsv } from "./csv";
import { searchOf } from "./search.server";

export const LEAD_LISTS = ["readiness", "author", "applications"] as const;
export type LeadList = (typeof LEAD_LISTS)[number];

/** On screen: the newest rows matching the search. The CSV export has every matching row. */
const SCREEN_LIMIT = 100;
const EXPORT_LIMIT = 100_000;

async function readinessLeads(db: Db, q: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(assessmentLeads)
    .where(searchOf(q, assessmentLeads.name, assessmentLeads.email))
    .orderBy(desc(assessmentLeads.createdAt), desc(assessmentLeads.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    stage: r.stage ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}

async function authorLeads(db: Db, q: string | undefined, limit: number) {
  const t = authorAssessmentLeads;
  const rows = await db
    .select()
    .from(t)
    .where(searchOf(q, t.fullName, t.email, t.phone))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.fullName,
    email: r.email,
    phone: r.phone ?? "",
    stage: r.answers.stage ?? "",
    timeline: r.answers.timeline ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}

async function applications(db: Db, q: string | undefined, limit: number) {
  const t = bookCreationApplications;
  const rows = await db
    .select()
    .from(t)
    .where(searchOf(q, t.fullName, t.email, t.phone))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.fullName,
    email: r.email,
    phone: r.phone,
    qualified: r.qualified,
    /** The phrases that decided "not qualified", recomputed with the same rule. */
    disqualifiedBy: qualifyApplication(applicationAnswers(r)).matched,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function loadLeads(db: Db, q: string | undefined) {
  const [readiness, author, apps] = await Promise.all([
    readinessLeads(db, q, SCREEN_LIMIT),
    authorLeads(db, q, SCREEN_LIMIT),
    applications(db, q, SCREEN_LIMIT),
  ]);
  return { q: q ?? "", readiness, author, applications: apps };
}

export type LeadsTab = Awaited<ReturnType<typeof loadLeads>>;

/** One lead list as CSV, newest first, filtered by the same search as the screen. */
export async function leadsCsv(db: Db, list: LeadList, q: string | undefined): Promise<string> {
  if (list === "readiness") {
    const rows = await readinessLeads(db, q, EXPORT_LIMIT);
    return toCsv(
      ["Name", "Email", "Stage", "Submitted"],
      rows.map((r) => [r.name, r.email, r.stage, r.createdAt]),
    );
  }
  if (list === "author") {
    const rows = await authorLeads(db, q, EXPORT_LIMIT);
    return toCsv(
      ["Name", "Email", "Phone", "Stage", "Timeline", "Submitted"],
      rows.map((r) => [r.name, r.email, r.phone, r.stage, r.timeline, r.createdAt]),
    );
  }
  const rows = await applications(db, q, EXPORT_LIMIT);
  return toCsv(
    ["Name", "Email", "Phone", "Qualified", "Disqualified by", "Submitted"],
    rows.map((r) => [r.name, r.email, r.phone, r.qualified ? "yes" : "no", r.disqualifiedBy.join("; "), r.createdAt]),
  );
}
