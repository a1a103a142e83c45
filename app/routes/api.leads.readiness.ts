import { saveReadinessLead } from "~/features/assessments/save-leads.server";
import { readinessLeadForm } from "~/features/assessments/schemas";
import { bindRequestToContact } from "~/features/funnel/deadlines.server";
import { leadContextOf } from "~/features/leads/followups.server";
import { leadResponse, readLeadSubmission } from "~/features/leads/submission.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.leads.readiness";

/** POST /api/leads/readiness: the readiness assessment's email capture. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  const submission = await readLeadSubmission(request, {
    db,
    clientIp: context.clientIp,
    form: readinessLeadForm,
    leadsPerMinute: config.leadsPerMinute,
  });
  const leadContext = await leadContextOf(context.services, context.clientIp);
  const saved = await saveReadinessLead(db, { ...submission, context: leadContext });
  await bindRequestToContact(db, request, submission.input.email);
  return leadResponse(saved);
}

export const loader = () => methodNotAllowed("POST");
