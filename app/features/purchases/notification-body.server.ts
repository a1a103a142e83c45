import { decodeUtf8Strict, parseUrlEncoded } from "~/lib/security/form-encoding";
import { BodyTooLargeError, parseJsonText, readBodyBytes } from "~/lib/security/read-body.server";
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/lib/security/safe-text";
import { nestBracketFields } from "./bracket-form";

export type NotificationBody =
  { ok: true; raw: string; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * A cart's notification as JSON or as a PHP-style form (ThriveCart sends
 * either, as its owner chose), read within `maxBytes` into one nested
 * value. The raw text is kept: it is the order's record of what arrived.
 */
export async function readNotificationBody(request: Request, maxBytes: number): Promise<NotificationBody> {
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
  if (isJson) {
    const parsed = parseJsonText(raw);
    return parsed.ok ? { ok: true, raw, value: parsed.value } : { ok: false, status: 400, error: parsed.error };
  }
  const entries = parseUrlEncoded(raw);
  if (!entries) return { ok: false, status: 400, error: "The form could not be read" };
  const value = nestBracketFields(entries);
  const unsafe = findUnsafeText(value);
  if (unsafe) return { ok: false, status: 400, error: `${unsafe}: ${UNSAFE_TEXT_MESSAGE}` };
  return { ok: true, raw, value };
}
