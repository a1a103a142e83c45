import { saveAuthorLead } from "~/features/assessments/save-leads.server";
import { authorLeadSchema } from "~/features/assessments/schemas";
import { leadResponse, readLeadSubmission } from "~/features/leads/submission.server";
import type { Route } from "./+types/api.leads.author";

/** POST /api/leads/author: the author journey assessment's lead form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.services;
  const submission = await readLeadSubmission(request, { db, clientIp: context.clientIp, schema: authorLeadSchema });
  return leadResponse(await saveAuthorLead(db, submission));
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
