import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { replyFromIssues, type FormReply, type FormShape } from "~/lib/form-reply";

/**
 * The browser half of a server-posted form: it checks the typed values
 * against the same schema the action uses before sending, and shows either
 * its own findings or the server's reply (FormReply) through one interface.
 * The form must carry `noValidate`, so that without JavaScript the server's
 * messages appear next to the fields in the same way instead of the
 * browser's own bubbles.
 */
export function useFormValidation(schema: z.ZodType, shape: FormShape, reply: FormReply | undefined) {
  const [found, setFound] = useState<FormReply | null>(null);
  const [lastReply, setLastReply] = useState(reply);
  // A new answer from the server replaces what the browser found before sending.
  if (reply !== lastReply) {
    setLastReply(reply);
    setFound(null);
  }
  const shown = found ?? reply;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === "string") typed[name] = value;
    const parsed = schema.safeParse(typed);
    const failure = parsed.success ? null : replyFromIssues(parsed.error, shape, typed);
    const invalid = shape.fields.find((name) => failure?.fieldErrors?.[name]);
    // Only a visible field's mistake stops the post; a broken hidden field is the server's to explain.
    if (!failure || !invalid) {
      setFound(null);
      return;
    }
    event.preventDefault();
    setFound(failure);
    const control = form.elements.namedItem(invalid);
    if (control instanceof HTMLElement) control.focus();
  }

  const errorOf = (name: string) => shown?.fieldErrors?.[name];
  /** The value typed before a failed post, when the server sent it back. */
  const valueOf = (name: string) => reply?.values?.[name];
  return {
    onSubmit,
    /** The message for the form as a whole (no one field to blame). */
    error: shown?.error,
    /** A field's name, kept value and message, to spread on its input. */
    field: (name: string) => ({ name, defaultValue: valueOf(name), error: errorOf(name) }),
  };
}
