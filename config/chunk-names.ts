/**
 * Names of the browser build's shared chunks. Rollup names a shared chunk
 * after one of the modules that import it, so the landing page used to load
 * a chunk called "admin.actions" that held nothing but the image list. A
 * shared chunk is named here after what it holds: its first module of the
 * app, prefixed with the private area ("admin", "player", "library") when
 * any of its modules belongs to one, so a private chunk on a public page
 * shows by its name (tests/integration/first-paint.test.ts checks it).
 */
const PRIVATE_AREAS: readonly [area: string, pattern: RegExp][] = [
  ["admin", /\/app\/(features\/admin\/|routes\/admin[./])/],
  ["player", /\/app\/(features\/player\/|routes\/product[./])/],
  ["library", /\/app\/(features\/library\/|routes\/dashboard[./])/],
];

export function sharedChunkName(moduleIds: readonly string[], fallback: string): string {
  const area = PRIVATE_AREAS.find(([, pattern]) => moduleIds.some((id) => pattern.test(id)))?.[0];
  const first = moduleIds.find((id) => id.includes("/app/") && !id.includes("/node_modules/"));
  const base = first ? (/([^/]+?)(\.server)?\.[cm]?[jt]sx?$/.exec(first)?.[1] ?? fallback) : fallback;
  return area && !base.startsWith(area) ? `${area}-${base}` : base;
}
