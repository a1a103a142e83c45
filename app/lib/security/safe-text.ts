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
 * How deep a JSON body or form may nest. A Stripe event, the deepest body
 * the site takes, nests about 6 levels; past 32 a body is refused before
 * anything recursive (a schema, JSON.stringify on storing it) walks it.
 */
export const MAX_NESTING_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The body is too deeply nested (at most ${MAX_NESTING_DEPTH} levels)`;

/**
 * Why a parsed JSON value or form cannot be taken: nested deeper than
 * MAX_NESTING_DEPTH, or a string (a value or an object key) that is not
 * safe text, named by its path. null when neither. The walk keeps its own
 * stack instead of recursing, so a body of any depth gets this answer
 * rather than overflowing the call stack.
 */
export function findBodyProblem(value: unknown): string | null {
  // Popped from the end: children are pushed in reverse, so the first problem in reading order is found first.
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === "string") {
      if (!isSafeText(item)) return `${path || "body"}: ${UNSAFE_TEXT_MESSAGE}`;
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_NESTING_DEPTH) return TOO_DEEP_MESSAGE;
    const children: typeof pending = [];
    if (Array.isArray(item)) {
      item.forEach((child, index) => children.push({ value: child, path: `${path}[${index}]`, depth: depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        // The key is checked as a string of its own, ahead of its value.
        children.push({ value: key, path: at, depth: depth + 1 }, { value: child, path: at, depth: depth + 1 });
      }
    }
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
  return null;
}
