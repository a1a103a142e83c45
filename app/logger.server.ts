import { pino, type DestinationStream, type Logger as PinoLogger } from "pino";
import { redactFields, redactText, serializeError } from "~/lib/redact-log";

/**
 * Structured logs with pino: one JSON object per line, which every log
 * collector understands. Every line passes through the redaction in
 * `lib/redact-log.ts`, so personal data and secrets never reach the log
 * whatever a caller passes. LOG_LEVEL=silent keeps test output readable.
 */
type LogFields = Record<string, unknown>;
export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** `fields.error` (or `fields.err`) may be an Error: it is serialised with its stack. */
  error(message: string, fields?: LogFields): void;
  /** The pino instance, for the request log (server/request-log.ts). */
  readonly pino: PinoLogger;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const base = pino(
    {
      level,
      messageKey: "message",
      errorKey: "error",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactFields(object) as Record<string, unknown>,
      },
      serializers: { error: serializeError, err: serializeError },
      hooks: {
        // The message itself is scrubbed too: callers sometimes build it from data.
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    // Writes through process.stdout (not a raw fd), so tests can read the lines.
    destination ?? process.stdout,
  );
  const write = (lvl: "debug" | "info" | "warn" | "error") => (message: string, fields?: LogFields) =>
    fields ? base[lvl](fields, message) : base[lvl](message);
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error"), pino: base };
}

/**
 * Standard output's file descriptor, written asynchronously: lines that
 * arrive while a write is under way go out together in the next. Node
 * writes to a pipe (systemd's journal, a container's log driver)
 * synchronously, one system call per line, and a request's log line then
 * cost as much as answering a cached page (decision 031). Lines still
 * buffered are written when the process exits.
 */
export function asyncStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
