import { placeholderProblem } from "./copy-placeholders";

/**
 * The words of the public pages as owner content. Each page's copy lives in
 * app/content as plain data (its defaults: the book's own texts); the owner
 * overrides any of its strings in the admin's Pages tab. An override is
 * stored under the string's path (`landing.hero.headline`; a list of
 * paragraphs or points as one path holding a list), so a default changed
 * in a later release still shows wherever the owner kept it, and a path
 * that no longer exists is ignored.
 */

/** The saved overrides: a path and its text, or its list of texts. */
export type CopyOverrides = Record<string, string | string[]>;

/** One editable string (or list of strings) of a page's copy. */
export interface CopyField {
  path: string;
  /** The shipped text. */
  default: string | string[];
  /** A list (paragraphs, points) edited one item per line. */
  list: boolean;
  /** A long text, edited in a text area. */
  long: boolean;
}

/** Longest text one field takes, and longest list. */
const MAX_COPY_LENGTH = 4000;
const MAX_COPY_ITEMS = 30;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * Every editable string of `defaults` under `prefix`, in the order the page
 * declares them: strings, and lists of strings. Numbers, booleans and
 * lists of objects' own non-string fields are not copy and are skipped.
 */
export function copyFields(prefix: string, defaults: unknown): CopyField[] {
  const fields: CopyField[] = [];
  const walk = (path: string, value: unknown) => {
    if (typeof value === "string") {
      fields.push({ path, default: value, list: false, long: value.length > 90 });
    } else if (isStringList(value)) {
      fields.push({ path, default: [...value], list: true, long: value.some((item) => item.length > 90) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${path}.${index}`, item));
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(`${path}.${key}`, child);
    }
  };
  walk(prefix, defaults);
  return fields;
}

/**
 * `defaults` with the owner's overrides under `prefix` laid over it: each
 * string or list of strings whose path has an override of the same kind.
 * The result has the defaults' shape, so a page reads it as it read them.
 */
export function overlayCopy<T>(prefix: string, defaults: T, overrides: CopyOverrides): T {
  const overlay = (path: string, value: unknown): unknown => {
    const override = overrides[path];
    if (typeof value === "string") return typeof override === "string" ? override : value;
    if (isStringList(value)) return isStringList(override) ? override : value;
    if (Array.isArray(value)) return value.map((item, index) => overlay(`${path}.${index}`, item));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, overlay(`${path}.${key}`, child)]));
    }
    return value;
  };
  return overlay(prefix, defaults) as T;
}

/** A list field's text as its items: one per line, blank lines and outer spaces dropped. */
export function listFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type CopyFieldError = { path: string; message: string };

/**
 * The overrides a form of `fields` saves: a field left equal to its
 * default (or emptied, for a text that has one) keeps no override, so it
 * follows later releases; anything else is kept, within the limits.
 * Answers the errors instead when a value is too long, or loses or adds a
 * `{token}` of its shipped text (app/lib/copy-placeholders.ts).
 */
export function overridesFromForm(
  fields: readonly CopyField[],
  values: Readonly<Record<string, string>>,
): { ok: true; overrides: CopyOverrides } | { ok: false; errors: CopyFieldError[] } {
  const overrides: CopyOverrides = {};
  const errors: CopyFieldError[] = [];
  for (const field of fields) {
    const raw = values[field.path];
    if (raw === undefined) continue;
    if (raw.length > MAX_COPY_LENGTH) {
      errors.push({ path: field.path, message: `At most ${MAX_COPY_LENGTH} characters` });
      continue;
    }
    if (field.list) {
      const items = listFromText(raw);
      if (items.length > MAX_COPY_ITEMS) {
        errors.push({ path: field.path, message: `At most ${MAX_COPY_ITEMS} lines` });
        continue;
      }
      const problem = placeholderProblem(field.default, items);
      if (problem) {
        errors.push({ path: field.path, message: problem });
        continue;
      }
      const same = items.length === field.default.length && items.every((item, i) => item === field.default[i]);
      if (!same) overrides[field.path] = items;
    } else {
      const text = raw.trim();
      const defaultText = field.default as string;
      const problem = text === "" ? null : placeholderProblem(defaultText, text);
      if (problem) {
        errors.push({ path: field.path, message: problem });
        continue;
      }
      // An emptied field goes back to the shipped text; a field whose default is empty may stay empty.
      if (text !== defaultText && (text !== "" || defaultText === "")) overrides[field.path] = text;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, overrides };
}

const WORDS: Record<string, string> = { cta: "button", ctas: "buttons", action: "button" };

/** `primaryCta` → `Primary button`; `0` → `1` (lists count from one for a person). */
function humanize(segment: string): string {
  if (/^\d+$/.test(segment)) return String(Number(segment) + 1);
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => WORDS[word] ?? word);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where a field shows in the Pages tab: its group (the part of the page)
 * and its label, from its path. The page's own section (`mainPrefix`) goes
 * unnamed; its top-level texts are the page's title and description.
 */
export function copyFieldPlace(path: string, mainPrefix: string): { group: string; label: string } {
  const segments = path.split(".");
  const parts = segments[0] === mainPrefix ? segments.slice(1) : segments;
  // A question's answers are read together with it: `….options.2.label` is "Option 3" of the question.
  const option = parts.length >= 3 && parts.at(-3) === "options" && parts.at(-1) === "label";
  if (option) {
    return { group: parts.slice(0, -3).map(humanize).join(" · "), label: `Option ${humanize(parts.at(-2)!)}` };
  }
  const label = humanize(parts.at(-1)!);
  const group = parts.slice(0, -1).map(humanize).join(" · ");
  return { group: group || "Search and sharing", label };
}
