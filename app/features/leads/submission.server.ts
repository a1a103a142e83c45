import { data } from "react-router";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { enforceRateLimit } from "~/features/security/rate-limit.server";
import { BodyTooLargeError, readBodyText } from "~/features/security/read-body.server";
import { fieldErrors, HONEYPOT_FIELD, idempotencyKeySchema } from "./fields";

/** The longest honest submission (the application: 3 x 500 characters) is far below this. */
export const MAX_LEAD_BODY_BYTES = 16 * 1024;

function badRequest(error: string, fields?: Record<string, string>) {
  return data({ error, ...(fields ? { fields } : {}) }, { status: 400 });
}

/**
 * Everything the three public lead endpoints check before they write: the
 * method, the per-IP rate limit, the `Idempotency-Key` header, the body
 * size, JSON, the honeypot and the form's own schema. Any failure is thrown
 * as a 4xx Response with a message, so nothing is written and the route's
 * happy path reads straight down.
 */
export async function readLeadSubmission<S extends z.ZodType>(
  request: Request,
  { db, clientIp, schema }: { db: Db; clientIp: string; schema: S },
): Promise<{ idempotencyKey: string; input: z.output<S> }> {
  if (request.method !== "POST") throw data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  await enforceRateLimit(db, "leads", clientIp);

  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? "");
  if (!key.success) throw badRequest("An Idempotency-Key header (8-100 letters, digits, - or _) is required");

  let text: string;
  try {
    text = await readBodyText(request, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw badRequest(`Submissions are limited to ${MAX_LEAD_BODY_BYTES} bytes`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("The body must be JSON");
  }
  if (json && typeof json === "object" && (json as Record<string, unknown>)[HONEYPOT_FIELD])
    throw badRequest("Submission rejected");

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(Object.values(fields)[0] ?? "Please check the form and try again", fields);
  }
  return { idempotencyKey: key.data, input: parsed.data };
}

/** 201 for the first write, 200 with the same body for a replay of its key. */
export function leadResponse<T extends { replayed: boolean }>(result: T) {
  return data(result, { status: result.replayed ? 200 : 201 });
}
