/**
 * What a signed media request needs to know about a grant (may this user
 * play this chapter, and from which file), kept a short while so a
 * listener's seeks cost no database query. A revoked grant, a deactivated
 * product or a replaced chapter file therefore takes effect within
 * MEDIA_ACCESS_TTL_MS on signed URLs (requests with only the session cookie
 * still check the database every time). Bounded: past MEDIA_ACCESS_MAX
 * entries the oldest are dropped.
 */
export const MEDIA_ACCESS_TTL_MS = 30_000;
export const MEDIA_ACCESS_MAX = 10_000;

interface Entry<T> {
  value: Promise<T>;
  checkedAt: number;
}

export function mediaAccessCache<T>(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? MEDIA_ACCESS_TTL_MS;
  const max = options.max ?? MEDIA_ACCESS_MAX;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  return {
    /** The value checked within the TTL, else `check()`'s (one check however many ask at once). */
    get(key: string, check: () => Promise<T>): Promise<T> {
      const at = now();
      const cached = entries.get(key);
      if (cached && at - cached.checkedAt < ttlMs) return cached.value;
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest check.
      while (entries.size >= max) entries.delete(entries.keys().next().value as string);
      const entry: Entry<T> = { value: check(), checkedAt: at };
      entries.set(key, entry);
      // A failed check (a database outage) is not kept: the next request asks again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
