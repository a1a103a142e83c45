import { availableParallelism, loadavg } from "node:os";

/**
 * How long to allow for work of a fixed size (a server's start, a child
 * process, a test's set-up) on this machine right now: `idleMs` on an idle
 * machine, up to four times that when the load average says the cores are
 * already busy. A fixed deadline that suits an idle laptop fails a start
 * that is merely slow on a loaded two-core CI host, and one sized for that
 * host makes a real hang wait minutes everywhere.
 */
export function machineTime(idleMs: number): number {
  const busy = loadavg()[0]! / availableParallelism();
  return Math.round(idleMs * Math.min(4, Math.max(1, busy)));
}
