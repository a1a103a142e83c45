import type { z } from "zod";
import { APP_ERRORS, AppError, type AppErrorCode } from "~/lib/app-error";
import { BodyTooLargeError, parseJsonText, readBodyText } from "./read-body.server";

/**
 * The JSON endpoints' shared answers: every error is `{ error }` with the
 * status of its code (lib/app-error.ts) and never cached.
 */
export function jsonError(code: AppErrorCode, message?: string, headers?: HeadersInit): Response {
  return Response.json(
    { error: message ?? APP_ERRORS[code].message },
    { status: APP_ERRORS[code].status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/** The 405 of an endpoint asked with a method it does not take. */
export function methodNotAllowed(allow: string): Response {
  return jsonError("method_not_allowed", `Use ${allow}.`, { Allow: allow });
}

/** The answer of an AppError thrown while reading a request (see readJson). */
export function appErrorResponse(error: AppError): Response {
  return jsonError(error.code, error.message);
}

/**
 * A JSON text checked against the schema. Failures are AppErrors with a
 * sentence naming the field, so the caller can answer them as it must.
 */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  const body = parseJsonText(text);
  if (!body.ok) throw new AppError("bad_request", `${body.error}.`);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "bad_request",
      `Invalid ${issue?.path.join(".") || "body"}: ${issue?.message ?? "not accepted"}.`,
    );
  }
  return parsed.data;
}

/** The body as text, counted while read; past `maxBytes` a 413 AppError. */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string> {
  try {
    return await readBodyText(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AppError("payload_too_large", `The body is limited to ${maxBytes} bytes.`);
    throw error;
  }
}

/**
 * Reads a JSON body within `maxBytes` (counted while reading, so an
 * oversized body is never buffered whole) and checks it against the
 * schema. A failure is thrown as a JSON 4xx Response (413 too large, 400
 * not JSON or not the schema), so a route reads straight down and writes
 * nothing on bad input. The content type is not checked:
 * navigator.sendBeacon posts a string as text/plain.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes }: { maxBytes: number },
): Promise<z.output<S>> {
  try {
    return parseJsonBody(await readTextWithin(request, maxBytes), schema);
  } catch (error) {
    if (error instanceof AppError) throw appErrorResponse(error);
    throw error;
  }
}
