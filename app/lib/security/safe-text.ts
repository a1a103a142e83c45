/**
 * Text the database cannot store faithfully: PostgreSQL refuses a NUL
 * character in text and in jsonb, and a lone UTF-16 surrogate (valid in a
 * JavaScript string, e.g. from JSON's "\ud800") is either refused by jsonb
 * or silently turned into U+FFFD. Such input is refused up front with a 400
 * instead of failing inside a write.
 */
const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "Text may not contain NUL characters or broken Unicode (a lone surrogate).";

export function isSafeText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (a value or an object key) in a parsed
 * JSON value or form that is not safe text, or null when all are.
 */
export function findUnsafeText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isSafeText(value) ? null : path || "body";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return at;
      const found = findUnsafeText(item, at);
      if (found) return found;
    }
  }
  return null;
}
