import { saveApplication } from "~/features/application/save-application.server";
import { applicationSchema } from "~/features/application/schemas";
import { leadResponse, readLeadSubmission } from "~/features/leads/submission.server";
import type { Route } from "./+types/api.applications";

/** POST /api/applications: the 13-step book creation application. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.services;
  const submission = await readLeadSubmission(request, { db, clientIp: context.clientIp, schema: applicationSchema });
  return leadResponse(await saveApplication(db, submission));
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
