import type { Logger } from "~/logger.server";
import { isConnectionError } from "./connection-errors";

/** How often an unreachable database is probed until it answers again. */
const PROBE_INTERVAL_MS = 1_000;

/**
 * Whether the database is reachable, as seen by this process. Every query
 * reports its outcome; the first connection error marks the database down
 * and starts a probe (`select 1` every second) that marks it up again.
 * While it is down, requests are answered 503 at once instead of each
 * waiting for a connection timeout (server/database-outage.ts).
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private failures = 0;
  private probeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: Pick<Logger, "info" | "error"> | undefined,
  ) {}

  get isDown(): boolean {
    return this.downSince !== null;
  }

  /** Grows with every connection failure: a request compares it before and after. */
  get failureCount(): number {
    return this.failures;
  }

  /** Records a failed query or connection; anything but a connection error is ignored. */
  reportFailure(error: unknown): void {
    if (!isConnectionError(error)) return;
    this.failures++;
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log?.error("database unreachable; answering 503 until it is back", {
      error: (error as Error)?.message,
      code: (error as { code?: unknown })?.code,
    });
    this.probeTimer = setInterval(() => {
      this.probe().then(
        () => this.reportSuccess(),
        () => {},
      );
    }, PROBE_INTERVAL_MS);
    this.probeTimer.unref();
  }

  reportSuccess(): void {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
    this.log?.info("database reachable again", { downMs });
  }

  stop(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }
}
