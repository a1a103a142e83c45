import type { z } from "zod";

/**
 * What a form post that failed answers, the same for every server-posted
 * form: one message per field (shown next to it), a message for the form
 * as a whole when no field is to blame (`error`, as in the JSON endpoints' answers), and the typed values to put back
 * (only the ones the form names as safe to echo: never a password or a code).
 */
export interface FormReply {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** The form's visible fields, and which of them may be sent back after a failure. */
export interface FormShape {
  fields: readonly string[];
  keep?: readonly string[];
}

/**
 * A failed parse as a reply: the first message for each visible field; an
 * issue on a hidden field (a token, a redirect target) becomes the form's
 * message, since there is nothing on screen to put it next to.
 */
export function replyFromIssues(
  zodError: z.ZodError,
  shape: FormShape,
  typed: Record<string, unknown> = {},
): FormReply {
  const fieldErrors: Record<string, string> = {};
  let error: string | undefined;
  for (const issue of zodError.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
    if (field && shape.fields.includes(field)) fieldErrors[field] ??= issue.message;
    else error ??= issue.message;
  }
  return { ...(error ? { error } : {}), fieldErrors, values: keptValues(typed, shape) };
}

/** The values a form may show again after a failed post. */
export function keptValues(typed: Record<string, unknown>, shape: FormShape): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of shape.keep ?? []) {
    const value = typed[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The first message for each field of a failed parse, keyed by input name ("form" for the form itself). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
