import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { FieldName, FormDefinition, FormReply } from "~/lib/forms";
import { formFields } from "~/lib/security/form-encoding";

/**
 * The browser half of a server-posted form (the sign-in and account pages,
 * the admin's Site and Offers tabs): it checks the typed values against the
 * same form the action uses before sending, and shows either its own
 * findings or the server's reply through one interface. The form must carry
 * `noValidate`, so that without JavaScript the server's messages appear
 * next to the fields in the same way instead of the browser's own bubbles.
 *
 * A page that should not load zod before anyone types (the sign-in page)
 * passes a loader of its form instead, and spreads `onFocus` on the form:
 * the form loads when one of its controls first takes the focus. A post
 * sent before it arrives is checked by the server alone, as without
 * JavaScript.
 */
export function useFormValidation<S extends z.ZodType>(
  source: FormDefinition<S> | (() => Promise<FormDefinition<S>>),
  reply: FormReply | undefined,
) {
  const form = useRef(typeof source === "function" ? null : source);
  const [found, setFound] = useState<FormReply | null>(null);
  const [lastReply, setLastReply] = useState(reply);
  // A new answer from the server replaces what the browser found before sending.
  if (reply !== lastReply) {
    setLastReply(reply);
    setFound(null);
  }
  const shown = found ?? reply;

  // The form the browser just refused: once its messages show, the first control they mark takes the focus.
  const refused = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    refused.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    refused.current = null;
  }, [found]);

  function onFocus() {
    if (form.current || typeof source !== "function") return;
    void source().then((loaded) => (form.current = loaded));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const definition = form.current;
    if (!definition) return;
    const typed = [...new FormData(element)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const checked = definition.check(formFields(typed, definition.lists));
    // Only a mistake shown next to an input stops the post; a broken hidden input is the server's to explain.
    if (checked.ok || Object.keys(checked.reply.fieldErrors).length === 0) {
      setFound(null);
      return;
    }
    event.preventDefault();
    refused.current = element;
    setFound(checked.reply);
  }

  const errorOf = (name: FieldName<S>) => shown?.fieldErrors?.[name];
  return {
    onSubmit,
    /** Loads a form given as a loader: spread on the <form>, whose controls' focus bubbles to it. */
    onFocus,
    /** An input's name, checked against the schema. */
    name: (name: FieldName<S>) => name,
    /** The message for the form as a whole (no one field to blame). */
    error: shown?.error,
    /** A field's message, from the browser's check or the server's reply. */
    errorOf,
    /** A field's name, kept value and message, to spread on its input. */
    field: (name: FieldName<S>) => ({ name, defaultValue: reply?.values?.[name], error: errorOf(name) }),
  };
}
