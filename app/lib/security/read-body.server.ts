import { decodeUtf8Strict, formFields, parseUrlEncoded } from "./form-encoding";
import { findBodyProblem } from "./safe-text";

/** Thrown when a request body is larger than the route accepts. */
export class BodyTooLargeError extends Error {}

/** Sign-in, sign-up, password and two-factor forms: a few short fields. */
export const AUTH_FORM_MAX_BYTES = 64 * 1024;

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`, so an
 * oversized body is refused without buffering it all. The rest is left
 * unread, not cancelled: Node discards it once the answer is sent, so a
 * client still sending (an image upload has no declared length) reads the
 * 413 instead of a reset connection.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) throw new BodyTooLargeError();
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString("utf8");
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** JSON.parse as a result instead of an exception. */
export function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: "The body must be JSON" };
  }
}

/** JSON.parse that also refuses a body nested too deep or text the database cannot store (safe-text.ts). */
export function parseJsonText(text: string): Parsed<unknown> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const problem = findBodyProblem(parsed.value);
  return problem ? { ok: false, error: problem } : parsed;
}

/** A form's fields as strings, or the reason it cannot be read. */
export type FormReading = { ok: true; fields: Record<string, string> } | { ok: false; status: number; error: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads an HTML form post within `maxBytes` (counted while reading). Only
 * the two form encodings are accepted; a file or text the database cannot
 * store are refused. Fields read as `formFields` reads them: the names in
 * `options.lists` may repeat. Every failure is a 4xx with a message the
 * form can show.
 */
export async function readForm(
  request: Request,
  maxBytes = AUTH_FORM_MAX_BYTES,
  options: { lists?: readonly string[] } = {},
): Promise<FormReading> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    return { ok: false, status: 415, error: "Send this form as a web form (URL-encoded or multipart)." };
  }
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return { ok: false, status: 413, error: `This form is limited to ${Math.round(maxBytes / 1024)} KB.` };
    }
    throw error;
  }
  const unreadable = {
    ok: false,
    status: 400,
    error: "The form could not be read: its text is not valid UTF-8.",
  } as const;
  const text = decodeUtf8Strict(bytes);
  if (text === null) return unreadable;
  let entries: [string, FormDataEntryValue][] | null;
  if (mediaType === "multipart/form-data") {
    try {
      const form = await new Response(text, { headers: { "content-type": contentType } }).formData();
      entries = [...form.entries()];
    } catch {
      entries = null;
    }
  } else {
    entries = parseUrlEncoded(text);
  }
  if (!entries) return unreadable;
  const textEntries: [string, string][] = [];
  for (const [name, value] of entries) {
    if (typeof value !== "string") return { ok: false, status: 400, error: "This form does not take files." };
    textEntries.push([name, value]);
  }
  const fields = formFields(textEntries, options.lists);
  const problem = findBodyProblem(fields);
  if (problem) return { ok: false, status: 400, error: problem };
  return { ok: true, fields };
}
