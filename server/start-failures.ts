import { isConnectionError } from "~/db/connection-errors";

// The cause of a failed start, in the words an operator acts on: what follows
// "cannot start: " in its one log line (docs/operations.md, "Start-up failures").

/** The cause of a failed listen. */
export function listenFailure(error: NodeJS.ErrnoException, port: number): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `port ${port} is already in use (EADDRINUSE)`;
    case "EACCES":
      return `port ${port} needs privileges this process does not have (EACCES): choose a PORT above 1023 behind the proxy`;
    default:
      return `cannot listen on port ${port}: ${error.message}`;
  }
}

/**
 * The cause of a failed boot (database, migrations, storage, demo seed). A
 * PostgreSQL that does not answer within the connection timeout is named by
 * its host, never with the URL's password.
 */
export function bootFailure(error: unknown, databaseUrl: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  if (databaseUrl && isConnectionError(error)) {
    return `the database at ${new URL(databaseUrl).host} does not answer (${message})`;
  }
  return message;
}
