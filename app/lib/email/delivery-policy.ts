/**
 * How the outbox bounds a send so that each email goes out once. A claim
 * holds a message for LEASE_MS; another worker may take it over only after
 * that. So every SMTP step must give up well inside the lease, and the
 * whole send is aborted at half of it: a stalled server can then delay a
 * message, never make two workers send it.
 */
export const EMAIL_LEASE_MS = 2 * 60_000;

export interface SmtpTimeouts {
  /** TCP + TLS connection. */
  connectionTimeout: number;
  /** The server's 220 greeting after connecting. */
  greetingTimeout: number;
  /** Inactivity on an open connection (a reply that never comes). */
  socketTimeout: number;
  /** The whole send, whatever the server does (AbortSignal). */
  sendDeadline: number;
}

export function smtpTimeoutsFor(leaseMs: number): SmtpTimeouts {
  return {
    connectionTimeout: Math.round(leaseMs / 8),
    greetingTimeout: Math.round(leaseMs / 8),
    socketTimeout: Math.round(leaseMs / 4),
    sendDeadline: Math.round(leaseMs / 2),
  };
}

/**
 * A failed send: permanent when the server answered 5xx about this message
 * (unknown mailbox, rejected content), which no retry will change; anything
 * else (4xx, timeouts, connection errors, refused credentials: a setting to
 * fix) is retried with back-off.
 */
export function classifySmtpFailure(error: { responseCode?: unknown; code?: unknown; message?: unknown }): {
  permanent: boolean;
  reason: string;
} {
  const code = typeof error.responseCode === "number" ? error.responseCode : undefined;
  const message = typeof error.message === "string" ? error.message : "unknown error";
  const permanent = code !== undefined && code >= 500 && code < 600 && error.code !== "EAUTH";
  return { permanent, reason: message.slice(0, 500) };
}
