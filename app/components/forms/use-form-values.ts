import { useState, type ChangeEvent } from "react";
import type { z } from "zod";
import type { FieldName, FormDefinition } from "~/lib/forms";

/** Every input of a form, as the page holds it: text as typed, checkboxes as booleans. */
type FormValues<S extends z.ZodType> = Required<z.input<S>>;

type TextName<S extends z.ZodType> = {
  [K in FieldName<S>]: FormValues<S>[K] extends string ? K : never;
}[FieldName<S>];

/**
 * The browser half of a form whose values the page holds and sends itself
 * (the lead forms post JSON through the lead queue): each input's value and
 * message by name, checked against the form on submit. Editing an input
 * clears its message.
 */
export function useFormValues<S extends z.ZodType>(form: FormDefinition<S>, initial: FormValues<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  function set<K extends FieldName<S>>(name: K, value: FormValues<S>[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** The form's checked data, or null with each message shown next to its input. */
  function check(): z.output<S> | null {
    const checked = form.check(values);
    if (checked.ok) return checked.data;
    setErrors(checked.reply.fieldErrors);
    return null;
  }

  const errorOf = (name: FieldName<S>) => errors[name];
  return {
    values,
    set,
    check,
    errorOf,
    /** A text input's name, value, message and change handler, to spread on it. */
    text: <K extends TextName<S>>(name: K) => ({
      name,
      value: values[name] as string,
      error: errorOf(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value as FormValues<S>[K]),
    }),
  };
}
