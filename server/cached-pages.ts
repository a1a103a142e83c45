/** The pages rendered once per content version and answered from memory (server/marketing-pages.ts, decision 007). */
export const CACHED_PAGES = ["/", "/book"] as const;
export type CachedPath = (typeof CACHED_PAGES)[number];

export function isCachedPage(path: string): path is CachedPath {
  return (CACHED_PAGES as readonly string[]).includes(path);
}
