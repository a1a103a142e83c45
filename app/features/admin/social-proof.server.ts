import { readProofForm } from "~/lib/social-proof-form";
import type { Services } from "~/services.server";
import type { AdminActionResult } from "./action-result";

type Outcome = { status: 200 | 400; result: AdminActionResult };

/** The Social proof tab: what the owner saved (every testimonial, ticked or not). */
export async function loadProofTab(services: Services) {
  const { content } = await services.siteContent.fresh();
  return { proof: content.proof };
}

/** Saves the whole tab as one versioned row (History tab), or nothing while an input is refused. */
export async function saveSocialProof(
  fields: Record<string, string>,
  services: Services,
  savedBy: string,
): Promise<Outcome> {
  const read = readProofForm(fields);
  if (!read.ok) return { status: 400, result: { ok: false, message: read.message, fieldErrors: read.fieldErrors } };
  await services.siteContent.saveProof(read.proof, savedBy);
  return { status: 200, result: { ok: true, message: "Social proof saved" } };
}
