import type { Rollup } from "vite";

/**
 * Rollup's messages that ask nothing of us, dropped so a build prints only
 * what needs a look: the empty browser chunk of each server-only resource
 * route (React Router makes one per route), the progress report of
 * `experimentalMinChunkSize`, and, in dependencies' code, comments Rollup
 * cannot use as annotations and "use client" lines (they mean nothing
 * outside React Server Components).
 */
export function isNoise(log: Rollup.RollupLog): boolean {
  if (log.code === "EMPTY_BUNDLE" || log.code === "OPTIMIZE_CHUNK_STATUS") return true;
  const inDependency = (log.id ?? "").includes("/node_modules/");
  return inDependency && (log.code === "INVALID_ANNOTATION" || log.code === "MODULE_LEVEL_DIRECTIVE");
}
