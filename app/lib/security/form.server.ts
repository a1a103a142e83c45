import { data } from "react-router";
import type { z } from "zod";
import { keptValues, replyFromIssues, type FormReply, type FormShape } from "~/lib/form-reply";
import { AUTH_FORM_MAX_BYTES, readForm } from "./read-body.server";

export type ParsedForm<T> =
  { ok: true; data: T; fields: Record<string, string> } | { ok: false; status: number; reply: FormReply };

/**
 * Reads a form post within its size limit and checks it against the form's
 * schema (the one its page checks in the browser). A failure carries the
 * status and the reply to answer: messages per field, and the safe values
 * to put back.
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  shape: FormShape,
  maxBytes = AUTH_FORM_MAX_BYTES,
): Promise<ParsedForm<z.output<S>>> {
  const form = await readForm(request, maxBytes);
  if (!form.ok) return { ok: false, status: form.status, reply: { error: form.error } };
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, status: 400, reply: replyFromIssues(parsed.error, shape, form.fields) };
  return { ok: true, data: parsed.data, fields: form.fields };
}

/** The action's answer to a failed post: its reply, with the typed safe values kept. */
export function formFailure(
  status: number,
  reply: FormReply,
  keep?: { fields: Record<string, string>; shape: FormShape },
): ReturnType<typeof data<FormReply>> {
  return data<FormReply>(keep ? { ...reply, values: keptValues(keep.fields, keep.shape) } : reply, { status });
}
