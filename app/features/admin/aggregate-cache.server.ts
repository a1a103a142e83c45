/**
 * The admin's whole-table aggregates (stats strip, revenue, listening,
 * totals) scan hundreds of thousands of rows; recomputing them on every
 * tab switch would make the admin wait. Each result is kept for a short
 * time per process, concurrent requests share one computation, and every
 * admin change clears them so the admin sees their own edits at once.
 * Purchases from the webhook and other instances show up within the TTL.
 * The launch checklist's Stripe price lookups are kept the same way: a
 * round trip to Stripe per price on every tab switch would be as slow.
 */
export const AGGREGATE_TTL_MS = 30_000;

const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function cachedAggregate<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && now - hit.at < AGGREGATE_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  entries.set(key, { at: now, value });
  // A failed computation is not remembered: the next request tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

export function invalidateAggregates(): void {
  entries.clear();
}
