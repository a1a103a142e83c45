import type { z } from "zod";

/**
 * The one mechanism behind every form of the site: sign-in and account, the
 * admin, the lead forms. A form is its zod schema (the one the page checks in
 * the browser and the server checks again) and a few lists of its inputs'
 * names. Every name, in those lists and on the inputs (`form.name("email")`,
 * or a hook's `field("email")`), is typed against the schema's input, so a
 * misspelt name fails typecheck instead of silently never matching.
 */

/** The names a form's inputs may carry: the keys its schema reads. */
export type FieldName<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

/**
 * What a failed check answers, the same for every form: one message per
 * input, keyed by the issue's path (`email`; a nested answer is
 * `answers.1`), a message for the form as a whole when no input shows it
 * (`error`, as in the JSON endpoints' answers), and the typed values to put
 * back (only the ones the form names as safe to echo: never a password or a
 * code).
 */
export interface FormReply {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export type FormCheck<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      reply: FormReply & { fieldErrors: Record<string, string>; values: Record<string, string> };
      /** The first issue's message: a toast's or a one-line answer's text. */
      message: string;
    };

interface FormOptions<S extends z.ZodType> {
  /**
   * The inputs that show their own message. An issue on any other input (a
   * hidden token, a redirect target) becomes the form's message, since there
   * is nothing on screen to put it next to. Without this list, every input's
   * issue is its own.
   */
  fields?: readonly FieldName<S>[];
  /** The inputs whose typed value may be sent back after a failed post. */
  keep?: readonly FieldName<S>[];
  /** The inputs that repeat (a group of checkboxes), read as their values joined with commas. */
  lists?: readonly FieldName<S>[];
}

export interface FormDefinition<S extends z.ZodType> {
  readonly schema: S;
  readonly lists: readonly FieldName<S>[];
  /** The schema's verdict on what was typed or posted, as a reply when it fails. */
  check(input: unknown): FormCheck<z.output<S>>;
  /** The values a form may show again after a failed post. */
  kept(typed: Record<string, unknown>): Record<string, string>;
  /** An input's name, checked against the schema: `<input name={form.name("id")} />`. */
  name<F extends FieldName<S>>(name: F): F;
}

export function defineForm<S extends z.ZodType>(schema: S, options: FormOptions<NoInfer<S>> = {}): FormDefinition<S> {
  const { fields, keep = [], lists = [] } = options;
  // Widened so that any segment of an issue's path can be looked up.
  const shown: readonly PropertyKey[] | undefined = fields;

  function kept(typed: Record<string, unknown>): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of keep) {
      const value = typed[name];
      if (typeof value === "string") values[name] = value;
    }
    return values;
  }

  function check(input: unknown): FormCheck<z.output<S>> {
    const parsed = schema.safeParse(input);
    if (parsed.success) return { ok: true, data: parsed.data };
    const fieldErrors: Record<string, string> = {};
    let error: string | undefined;
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      if (first !== undefined && (!shown || shown.includes(first))) {
        fieldErrors[issue.path.map(String).join(".")] ??= issue.message;
      } else {
        error ??= issue.message;
      }
    }
    const typed = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    return {
      ok: false,
      reply: { ...(error ? { error } : {}), fieldErrors, values: kept(typed) },
      message: parsed.error.issues[0]?.message ?? "Invalid input",
    };
  }

  return { schema, lists, check, kept, name: (name) => name };
}

/**
 * `form.name` for a form that only the server checks, without loading its
 * schema (nor zod) in the browser: `const field = fieldNames<typeof productForm>()`
 * with the form imported as a type, then `<input name={field("id")} />`.
 */
export function fieldNames<F extends FormDefinition<z.ZodType>>(): <N extends FieldName<F["schema"]>>(name: N) => N {
  return (name) => name;
}
