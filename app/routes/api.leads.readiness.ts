import { saveReadinessLead } from "~/features/assessments/save-leads.server";
import { readinessLeadSchema } from "~/features/assessments/schemas";
import { leadResponse, readLeadSubmission } from "~/features/leads/submission.server";
import type { Route } from "./+types/api.leads.readiness";

/** POST /api/leads/readiness: the readiness assessment's email capture. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.services;
  const submission = await readLeadSubmission(request, { db, clientIp: context.clientIp, schema: readinessLeadSchema });
  return leadResponse(await saveReadinessLead(db, submission));
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
