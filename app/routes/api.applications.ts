import { saveApplication } from "~/features/application/save-application.server";
import { applicationForm } from "~/features/application/schemas";
import { bindRequestToContact } from "~/features/funnel/deadlines.server";
import { leadContextOf } from "~/features/leads/followups.server";
import { leadResponse, readLeadSubmission } from "~/features/leads/submission.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.applications";

/** POST /api/applications: the 13-step book creation application. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  const submission = await readLeadSubmission(request, {
    db,
    clientIp: context.clientIp,
    form: applicationForm,
    leadsPerMinute: config.leadsPerMinute,
  });
  const leadContext = await leadContextOf(context.services, context.clientIp);
  const saved = await saveApplication(db, { ...submission, context: leadContext });
  await bindRequestToContact(db, request, submission.input.email);
  return leadResponse(saved);
}

export const loader = () => methodNotAllowed("POST");
