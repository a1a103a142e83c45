import { data } from "react-router";
import type { z } from "zod";
import type { FormDefinition, FormReply } from "~/lib/forms";
import { AUTH_FORM_MAX_BYTES, readForm } from "./read-body.server";

export type ParsedForm<T> =
  { ok: true; data: T; kept: Record<string, string> } | { ok: false; status: number; reply: FormReply };

/**
 * Reads a form post within its size limit and checks it against the form
 * (the one its page checks in the browser). A failure carries the status
 * and the reply to answer: messages per field, and the safe values to put
 * back; a success carries those values too, for a refusal the action
 * decides later (a wrong password keeps the typed email).
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  form: FormDefinition<S>,
  maxBytes = AUTH_FORM_MAX_BYTES,
): Promise<ParsedForm<z.output<S>>> {
  const reading = await readForm(request, maxBytes, { lists: form.lists });
  if (!reading.ok) return { ok: false, status: reading.status, reply: { error: reading.error } };
  const checked = form.check(reading.fields);
  if (!checked.ok) return { ok: false, status: 400, reply: checked.reply };
  return { ok: true, data: checked.data, kept: form.kept(reading.fields) };
}

/** The action's answer to a failed post. */
export function formFailure(status: number, reply: FormReply): ReturnType<typeof data<FormReply>> {
  return data<FormReply>(reply, { status });
}
