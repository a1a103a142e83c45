/**
 * Structured logs: one JSON object per line on stdout/stderr, which every
 * log collector understands. LOG_LEVEL=silent keeps test output readable.
 */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function createLogger(level: "silent" | "error" | "info"): Logger {
  const write = (stream: NodeJS.WriteStream, lvl: string, message: string, fields?: LogFields) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields })}\n`);
  return {
    info: (message, fields) => {
      if (level === "info") write(process.stdout, "info", message, fields);
    },
    error: (message, fields) => {
      if (level !== "silent") write(process.stderr, "error", message, fields);
    },
  };
}
