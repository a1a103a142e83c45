import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "config/**/*.test.ts"],
          environment: "node",
          // Database-backed feature tests create and migrate a fresh database.
          hookTimeout: 60_000,
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
