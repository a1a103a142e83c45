import { decodeUtf8Strict, parseUrlEncoded } from "~/lib/security/form-encoding";
import { BodyTooLargeError, parseJson, readBodyBytes } from "~/lib/security/read-body.server";
import { findBodyProblem } from "~/lib/security/safe-text";
import { nestBracketFields } from "./bracket-form";

export type NotificationBody =
  { ok: true; raw: string; value: unknown } | { ok: false; status: 400 | 401 | 413 | 415; error: string };

/**
 * A cart's notification as JSON or as a PHP-style form (ThriveCart sends
 * either, as its owner chose), read within `maxBytes` into one nested
 * value. The raw text is kept: it is the order's record of what arrived.
 * The cart proves the body its own with a field inside it, so `isGenuine`
 * is asked right after parsing (401 when not): a stranger's body is never
 * walked for its depth or its text.
 */
export async function readNotificationBody(
  request: Request,
  { maxBytes, isGenuine }: { maxBytes: number; isGenuine: (value: unknown) => boolean },
): Promise<NotificationBody> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = mediaType === "application/json";
  if (!isJson && mediaType !== "application/x-www-form-urlencoded") {
    return { ok: false, status: 415, error: "Send the notification as JSON or as a URL-encoded form" };
  }
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, error: "Body too large" };
    throw error;
  }
  const raw = decodeUtf8Strict(bytes);
  if (raw === null) return { ok: false, status: 400, error: "The body is not valid UTF-8" };
  let value: unknown;
  if (isJson) {
    const parsed = parseJson(raw);
    if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
    value = parsed.value;
  } else {
    const entries = parseUrlEncoded(raw);
    if (!entries) return { ok: false, status: 400, error: "The form could not be read" };
    value = nestBracketFields(entries);
  }
  if (!isGenuine(value)) return { ok: false, status: 401, error: "Invalid secret" };
  const problem = findBodyProblem(value);
  if (problem) return { ok: false, status: 400, error: problem };
  return { ok: true, raw, value };
}
