/**
 * What must never reach a log line: email addresses, phone numbers, reset
 * links and other tokens, email bodies and SQL parameters. Keys known to
 * hold such values are censored whole (REDACTED_KEYS, applied by pino);
 * every other string is scrubbed by pattern here, so a value that slips
 * into an error message (a driver echoing a query's parameters, a URL in
 * a stack) is masked too.
 */
const REDACTED = "[redacted]";

/** Keys whose values are censored wherever they appear in a log object. */
const REDACTED_KEYS = [
  "email",
  "to",
  "phone",
  "password",
  "token",
  "html",
  "text",
  "params",
  "cookie",
  "authorization",
  "set-cookie",
] as const;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Phone-like: an optional +country code, then 3-3-4 digits with optional
// separators; not preceded by a word character or "-" so UUIDs and ISO
// dates stay readable.
const PHONE = /(?<![\w-])(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-])/g;
const INTERNATIONAL_PHONE = /\+\d[\d\s().-]{7,}\d/g;
/** Query parameters that carry secrets in links (reset tokens, codes, signatures). */
const SECRET_QUERY = /([?&](?:token|code|secret|key|signature|password)=)[^&\s"'#]*/gi;
/** Path segments after /reset-password/ are tokens (Better Auth's callback form). */
const TOKEN_PATH = /(\/reset-password\/)[^/?\s"'#]+/gi;
/** A private podcast feed's token is its only credential: /feeds/{token}.xml, /feeds/{token}/chapters/… */
const FEED_PATH = /(\/feeds\/)[A-Za-z0-9_-]{43}(?=[./?\s"'#]|$)/g;
/** Drizzle's "Failed query: …\nparams: a,b,c" echoes every bound value. */
const SQL_PARAMS = /(params:)[^\n]*/g;

/**
 * Any of the patterns above, ignoring case: one scan that most strings
 * (ids, paths, addresses, messages) pass unchanged, instead of seven. It
 * matches at least whatever one of them would, and a replacement never
 * makes a new match for a later one.
 */
const ANY = new RegExp(
  [SQL_PARAMS, SECRET_QUERY, TOKEN_PATH, FEED_PATH, EMAIL, INTERNATIONAL_PHONE, PHONE]
    .map((pattern) => `(?:${pattern.source})`)
    .join("|"),
  "i",
);

/** Masks personal data and secrets inside free text. */
export function redactText(value: string): string {
  if (!ANY.test(value)) return value;
  return value
    .replace(SQL_PARAMS, `$1 ${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(TOKEN_PATH, `$1${REDACTED}`)
    .replace(FEED_PATH, `$1${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(INTERNATIONAL_PHONE, REDACTED)
    .replace(PHONE, REDACTED);
}

const redactedKeys = new Set<string>(REDACTED_KEYS);

/**
 * A copy of a log object with sensitive keys censored and every string
 * scrubbed. Plain objects and arrays are walked (to a bounded depth);
 * other objects (errors, buffers) are left to their serializers.
 */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = redactedKeys.has(key.toLowerCase()) ? REDACTED : redactFields(item, depth + 1);
  }
  return out;
}

/** An error as a log object: type, scrubbed message and stack, code, and its cause. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const out: Record<string, unknown> = {
    type: error.name,
    message: redactText(error.message),
  };
  if (error.stack) out.stack = redactText(error.stack);
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
