import { readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { tightenFile } from "./data-dir-permissions.server";

/**
 * PGlite never calls fsync (decision 008: its WebAssembly file layer turns
 * PostgreSQL's fsync into a no-op, so a commit reaches the operating system
 * but not the disk). This sweep bounds what a power cut or kernel crash can
 * lose: every `intervalMs` it fsyncs each file of the data directory written
 * since the previous sweep, then the directories that gained files: about
 * PostgreSQL's `synchronous_commit = off` window. A process crash loses
 * nothing either way: the data is already in the kernel.
 */
export function scheduleDataDirFlush(dir: string, intervalMs = 1_000) {
  let lastSweep = 0;
  let running: Promise<void> | null = null;

  async function fsyncPath(path: string) {
    const handle = await open(path, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /**
   * Collects the files changed since `since`, and the directories whose
   * entries changed. Synchronous on purpose: a thousand stat calls take a
   * couple of milliseconds, where as many promises would cost far more CPU.
   * ctime, not mtime: PGlite's file layer sets mtimes to whole seconds.
   */
  function collect(path: string, since: number, files: string[], dirs: string[]): void {
    if (statSync(path).ctimeMs >= since) dirs.push(path);
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        collect(child, since, files, dirs);
      } else if (entry.isFile()) {
        const info = statSync(child, { throwIfNoEntry: false });
        if (info && info.ctimeMs >= since) {
          files.push(child);
          // Every file PGlite writes passes here: some arrive 0644 whatever the umask.
          tightenFile(child, info.mode);
        }
      }
    }
  }

  async function sweep() {
    const started = Date.now();
    const files: string[] = [];
    const dirs: string[] = [];
    collect(dir, lastSweep, files, dirs);
    // Files first, then directories, so a new file's entry is durable after its content.
    for (const path of [...files, ...dirs]) await fsyncPath(path).catch(() => {});
    // Writes in the same millisecond as the scan are caught by the next sweep.
    lastSweep = started - 1;
  }

  const timer = setInterval(() => {
    running ??= sweep()
      .catch(() => {})
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();

  return {
    /** Stops the timer after a last sweep: the caller closes the database right after. */
    async stop() {
      clearInterval(timer);
      await running;
      await sweep().catch(() => {});
    },
  };
}
