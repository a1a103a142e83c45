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

/** Lines gather up to this many bytes before a write, under load. */
const LOG_BATCH_BYTES = 4096;
/** How long a line may wait for others: an idle server's lines still show within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output's file descriptor, written asynchronously and in batches
 * of about 4 KB (or after a second): Node writes to a pipe (systemd's
 * journal, a container's log driver) synchronously, one system call per
 * line, and each write also wakes the process reading the pipe; a
 * request's log line then cost as much as answering a cached page
 * (decision 031). Lines still buffered are written when the process exits.
 * `fd` is for tests.
 */
export function asyncStdout(fd = 1): DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false, minLength: LOG_BATCH_BYTES });
  let waiting = false;
  setInterval(() => {
    if (!waiting) return;
    waiting = false;
    stream.flush();
  }, LOG_FLUSH_MS).unref();
  return {
    write(line: string) {
      waiting = true;
      stream.write(line);
    },
  };
}
