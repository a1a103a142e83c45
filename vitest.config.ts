import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

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
          // Database-backed feature tests open a copy of the migrated template
          // (app/db/test-template.ts); the first one on a machine builds it.
          hookTimeout: 60_000,
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
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
