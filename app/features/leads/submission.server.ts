import { data } from "react-router";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
import { enforceRateLimit } from "~/lib/security/rate-limit.server";
import type { FormDefinition } from "~/lib/forms";
import { HONEYPOT_FIELD, idempotencyKeySchema } from "~/lib/lead-fields";

/** The longest honest submission (the application: 3 x 500 characters) is far below this. */
const MAX_LEAD_BODY_BYTES = 16 * 1024;

function badRequest(error: string, fields?: Record<string, string>) {
  return data({ error, ...(fields ? { fields } : {}) }, { status: 400 });
}

const SITE_BUSY = "We are receiving a lot of submissions right now. Please try again in a minute.";

/**
 * Everything the three public lead endpoints check before they write: the
 * method, the per-IP rate limit, the `Idempotency-Key` header, the body
 * size, JSON, the honeypot, the form's own schema, then the site-wide
 * budget (LEADS_PER_MINUTE) against a flood from rotating client addresses (the budget per
 * email address is counted with the lead's write, in saveLeadWithFollowup).
 * Any failure is thrown as a 4xx Response with a message, so nothing is
 * written and the route's happy path reads straight down; the browser
 * keeps a lead refused with 429 and sends it again later.
 */
export async function readLeadSubmission<S extends z.ZodType>(
  request: Request,
  { db, clientIp, form, leadsPerMinute }: { db: Db; clientIp: string; form: FormDefinition<S>; leadsPerMinute: number },
): Promise<{ idempotencyKey: string; input: z.output<S> }> {
  if (request.method !== "POST") throw methodNotAllowed("POST");
  await enforceRateLimit(db, "leads", clientIp);

  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? "");
  if (!key.success) throw badRequest("An Idempotency-Key header (8-100 letters, digits, - or _) is required");

  // Read as any JSON first: the honeypot is checked before the form's own schema.
  const json = await readJson(request, z.unknown(), { maxBytes: MAX_LEAD_BODY_BYTES });
  if (json && typeof json === "object" && (json as Record<string, unknown>)[HONEYPOT_FIELD])
    throw badRequest("Submission rejected");

  const checked = form.check(json);
  if (!checked.ok) throw badRequest(checked.message, checked.reply.fieldErrors);
  await enforceRateLimit(db, "leadsSiteWide", "all", SITE_BUSY, leadsPerMinute);
  return { idempotencyKey: key.data, input: checked.data };
}

/** 201 for the first write, 200 with the same body for a replay of its key. */
export function leadResponse<T extends { replayed: boolean }>(result: T) {
  return data(result, { status: result.replayed ? 200 : 201 });
}
