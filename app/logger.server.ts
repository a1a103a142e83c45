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
  /**
   * Writes lines as given, without the redaction walk: for the request log
   * (server/request-log.ts), which scrubs its few strings itself. A line per
   * request, and walking its fields cost more than answering a cached page.
   */
  readonly prescrubbed: PinoLogger;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  // Writes through process.stdout (not a raw fd) unless told otherwise, so tests can read the lines.
  const stream = destination ?? process.stdout;
  const options = {
    level,
    messageKey: "message",
    errorKey: "error",
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const levelLabel = (label: string) => ({ level: label });
  const base = pino(
    {
      ...options,
      formatters: {
        level: levelLabel,
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
    stream,
  );
  const prescrubbed = pino({ ...options, formatters: { level: levelLabel } }, stream);
  const write = (lvl: "debug" | "info" | "warn" | "error") => (message: string, fields?: LogFields) =>
    fields ? base[lvl](fields, message) : base[lvl](message);
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    prescrubbed,
  };
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
