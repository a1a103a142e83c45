import {
  OFFLINE_CACHES,
  OFFLINE_PRODUCT_HEADER,
  offlineKey,
  SERVICE_WORKER_URL,
  type OfflineMessage,
} from "./offline-rules";

/**
 * The page's side of offline listening: the browser's Cache Storage, which
 * the service worker (app/service-worker/worker.ts) answers chapters from.
 * Both need a secure origin (HTTPS, or localhost).
 */
export function offlineSupported(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && "serviceWorker" in navigator && "caches" in window;
}

export async function registerOfflineWorker(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
}

/** The keys (offlineKey) of this product's chapters stored in this browser. */
export async function downloadedChapterUrls(productId: string): Promise<Set<string>> {
  const media = await caches.open(OFFLINE_CACHES.media);
  const urls = new Set<string>();
  for (const key of await media.keys()) {
    const stored = await media.match(key);
    if (stored?.headers.get(OFFLINE_PRODUCT_HEADER) === productId) urls.add(new URL(key.url).pathname);
  }
  return urls;
}

/**
 * Fetches a chapter whole (no Range: the server answers 200 with the file)
 * and stores it, streamed, with its product. The session and the grant are
 * checked by the server as for any playback.
 */
export async function downloadChapter(productId: string, mediaUrl: string): Promise<void> {
  const response = await fetch(mediaUrl, { cache: "no-store" });
  if (response.status !== 200 || !response.body) throw new Error(`Download failed (${response.status})`);
  const headers = new Headers({
    "Content-Type": response.headers.get("content-type") ?? "application/octet-stream",
    [OFFLINE_PRODUCT_HEADER]: productId,
  });
  const length = response.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  // Stored downloads should survive the browser's clean-ups under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  await (await caches.open(OFFLINE_CACHES.media)).put(offlineKey(mediaUrl), new Response(response.body, { headers }));
}

export async function removeDownload(mediaUrl: string): Promise<void> {
  await (await caches.open(OFFLINE_CACHES.media)).delete(offlineKey(mediaUrl));
}

/**
 * Asks the worker to send what it queued offline and to drop the chapters
 * of products the server no longer grants. `owner` is the signed-in member:
 * a different one than last time makes the worker forget the previous one's
 * downloads and writes first.
 */
export async function syncOffline(owner: string): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const message: OfflineMessage = { type: "offline-sync", owner };
  registration.active?.postMessage(message);
}

/** Calls `onChange` when the worker changed the downloads (a sync removed a revoked product's). */
export function onOfflineChange(onChange: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if ((event.data as OfflineMessage | null)?.type === "offline-changed") onChange();
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}
