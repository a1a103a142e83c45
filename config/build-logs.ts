import type { Rolldown } from "vite";

/**
 * The bundler's messages that ask nothing of us, dropped so a build prints
 * only what needs a look: "use client" lines in dependencies' code (they
 * mean nothing outside React Server Components; Radix, lucide and sonner
 * carry them).
 */
export function isNoise(log: Rolldown.RollupLog): boolean {
  return log.code === "MODULE_LEVEL_DIRECTIVE" && (log.id ?? "").includes("/node_modules/");
}
