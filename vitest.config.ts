import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { machineTime } from "./tests/support/machine-time.ts";

export default defineConfig({
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  test: {
    // One test file per core (Vitest's default leaves one core free): the
    // integration files spend much of their time waiting on child processes,
    // sockets and timers, so a second file keeps the CPU busy meanwhile. On
    // 2 cores the suite takes 270 s instead of 405 s, and 426 s instead of
    // 909 s with stress-ng loading both cores. At most 4: each file runs its
    // own server and database.
    maxWorkers: Math.min(4, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "config/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "app/**/*.component.test.tsx"],
          environment: "node",
          // Database-backed files open a copy of the migrated template
          // (app/db/database-template.ts) in beforeAll. The template used to be
          // built by the first file to ask, under a lock, within its beforeAll:
          // a new PGlite database's initdb and migrations (7-11 s on a busy
          // two-core machine), while the other files waited on the lock inside
          // their own 60 s hooks; at load 20-28 four of them timed out. The
          // global set-up now builds it before any worker starts, where no hook
          // timeout runs, so a hook only copies and opens it (under a second
          // idle). That work is real and slows with the machine's load, so the
          // budget grows with it (machineTime). One database shared per worker
          // was the other way; it would make each file's rows visible to the
          // next and their counts depend on the order the files run in.
          globalSetup: ["tests/support/migrated-template.setup.ts"],
          hookTimeout: machineTime(60_000),
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Client behaviour rendered in a simulated DOM, no server (decision 023).
          name: "component",
          include: ["app/**/*.component.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component-setup.ts"],
          // A test takes a fraction of a second on its own; on two cores shared with other work one took over 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Real HTTP through the built server (npm run build first).
          name: "integration",
          // The built server runs as Node runs it in production (not through Vitest's module
          // runner), so its packages are the same instances as those its own dependencies load.
          server: { deps: { external: [/\/build\/server\//] } },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // The servers' databases are copies of the template too (see the unit project).
          globalSetup: ["tests/support/migrated-template.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
