/**
 * What the page and the service worker (app/service-worker/) agree on, and
 * the worker's rules for the writes it keeps while the network is down.
 * Pure: both sides import it, the tests pin it.
 */

/**
 * A downloaded chapter's key in Cache Storage: its path, without the query.
 * The player's media URLs carry a signed token that changes whenever the
 * page's data is loaded again; the chapter stays the same.
 */
export function offlineKey(mediaUrl: string): string {
  return new URL(mediaUrl, "https://site.invalid").pathname;
}

/** Cache Storage names. A new layout gets a new name; the worker deletes the others. */
export const OFFLINE_CACHES = {
  media: "rerouted-offline-media-v1",
  queue: "rerouted-offline-queue-v1",
  meta: "rerouted-offline-meta-v1",
} as const;

/** The header a stored chapter carries: which product it belongs to, so a revoked product's chapters go together. */
export const OFFLINE_PRODUCT_HEADER = "X-Offline-Product";

/** The worker's script, served from the site's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/** Messages between the page and the worker. */
export type OfflineMessage = { type: "offline-sync"; owner: string } | { type: "offline-changed" };

/** A chapter's media, the only responses the worker stores. */
export function isChapterMedia(pathname: string): boolean {
  return /^\/media\/chapters\/[^/]+$/.test(pathname);
}

/** Signing out: the worker forgets every download and queued write as the request leaves. */
export function isSignOut(method: string, pathname: string): boolean {
  return method === "POST" && (pathname === "/logout" || pathname === "/logout.data");
}

export type QueueableWrite = { productId: string; kind: "progress" | "bookmark"; url: string };

/** The player's writes the worker keeps when it cannot reach the server: a position, a new bookmark. */
export function queueableWrite(method: string, pathname: string): QueueableWrite | null {
  if (method !== "POST") return null;
  const match = /^\/api\/products\/([^/]+)\/(progress|bookmarks)$/.exec(pathname);
  if (!match) return null;
  const [, productId, what] = match;
  return { productId: productId!, kind: what === "progress" ? "progress" : "bookmark", url: pathname };
}

export interface QueuedProgress {
  chapterId: string;
  progressSeconds: number;
  completed?: boolean;
  sessionId?: string;
}

/**
 * One queued position per chapter: the later one replaces the earlier (the
 * listener's last place is what counts), except that a chapter once played
 * to its end stays completed, as it does on the server (completed_at is set
 * once), and a session id already known is kept.
 */
export function mergeQueuedProgress(queued: QueuedProgress | null, next: QueuedProgress): QueuedProgress {
  const merged: QueuedProgress = {
    chapterId: next.chapterId,
    progressSeconds: next.progressSeconds,
    completed: Boolean(queued?.completed) || Boolean(next.completed),
  };
  const sessionId = next.sessionId ?? queued?.sessionId;
  return sessionId ? { ...merged, sessionId } : merged;
}

/** A queued entry's address in the queue cache: one per chapter's position, one per bookmark. */
export function queueEntryPath(write: QueueableWrite, key: string): string {
  return `/offline-queue/${encodeURIComponent(write.productId)}/${write.kind}/${encodeURIComponent(key)}`;
}

/**
 * What an answer of the server means for a queued write (or, for the
 * product check, for the stored chapters). `null` is no answer at all.
 * - `retry`: offline, rate limited or a server fault: keep it for the next sync.
 * - `signed-out`: forget everything (the downloads were this member's).
 * - `gone`: the product or chapter cannot be reached any more (revoked, refunded, removed).
 * - `refused`: the server will never take it (bad input): drop it.
 */
export type ServerVerdict = "sent" | "retry" | "signed-out" | "gone" | "refused";

export function serverVerdict(status: number | null): ServerVerdict {
  if (status === null) return "retry";
  if (status >= 200 && status < 300) return "sent";
  if (status === 401) return "signed-out";
  if (status === 403 || status === 404 || status === 410) return "gone";
  if (status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  return "refused";
}
