// What the benchmarks read off the machine and their samples: the load
// average, a process's memory and CPU time (Linux /proc), and percentiles.
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";

/** The 1, 5 and 15 minute load averages, printed with every figure (the machine is shared). */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** RSS and its high-water mark of a process, in MB; zeros once it has exited. */
export function memoryOf(pid) {
  let status = "";
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    // exited
  }
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** Starts a new high-water mark (Linux), so a peak under load is not the start-up's (a new database's initdb). */
export function resetPeakMemory(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** CPU seconds (user + system) a process has used: per request, it does not depend on how busy the machine is. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` samples; 0 without samples. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
