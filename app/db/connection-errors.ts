/**
 * Whether an error means "the database cannot be reached right now" (a
 * restart, a failover, a network cut, a timeout) rather than "this query
 * is wrong". The first kind is an outage: answered with 503 and retried;
 * the second is a bug or bad input.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATE codes of a server going away or not accepting connections yet. */
const SERVER_CODES = new Set([
  "57P01", // admin_shutdown: the server is restarting or stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or a standby in recovery
  "57014", // query_canceled: our statement_timeout
  "08000",
  "08001",
  "08003",
  "08004",
  "08006", // connection exceptions
  "25006", // read_only_sql_transaction: a failover left us on a standby
]);

/** Messages node-postgres uses for a dead or unreachable connection (no code is set). */
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i, // the client's own connectionTimeoutMillis
  /query read timeout/i,
  /client has encountered a connection error/i,
  /connection (is )?closed/i,
  /cannot use a pool after calling end/i,
];

export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
