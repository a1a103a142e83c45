import {
  isChapterMedia,
  isSignOut,
  mergeQueuedProgress,
  OFFLINE_CACHES,
  OFFLINE_PRODUCT_HEADER,
  offlineKey,
  queueableWrite,
  queueEntryPath,
  serverVerdict,
  type OfflineMessage,
  type QueueableWrite,
  type QueuedProgress,
} from "~/features/offline/offline-rules";
import { cachedRangeAnswer } from "./cached-range";

/**
 * The site's service worker (built to /sw.js by vite.sw.config.ts). It does
 * three things and nothing else:
 * - answers chapter media the member downloaded ("Download for offline")
 *   from Cache Storage, slicing the stored file for the player's ranges;
 * - keeps the player's positions and new bookmarks when the server cannot
 *   be reached, and sends them when the player page asks it to sync;
 * - forgets all of it on sign-out, when another member signs in, and when
 *   the server no longer grants the product.
 * Pages are never stored: every document, sales page or private page,
 * comes from the network as if no worker were there.
 */

// The project's TypeScript program has the DOM's types, not a worker's: the few used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventOfWorker extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventOfWorker) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(): Promise<{ postMessage(message: OfflineMessage): void }[]> };
  location: Location;
}
const worker = globalThis as unknown as WorkerScope;

const OWNER_KEY = "/offline-owner";

worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener("activate", (event) => {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("rerouted-offline-") && !current.has(name)) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (isSignOut(request.method, url.pathname)) {
    // The request goes on to the server untouched; what this browser kept for the member goes now.
    event.waitUntil(forgetEverything());
    return;
  }
  if (request.method === "GET" && isChapterMedia(url.pathname)) {
    event.respondWith(chapterMedia(request));
    return;
  }
  const write = queueableWrite(request.method, url.pathname);
  if (write) event.respondWith(sendOrQueue(request, write));
});

worker.addEventListener("message", (event) => {
  const message = event.data as OfflineMessage | null;
  if (message?.type === "offline-sync" && typeof message.owner === "string") event.waitUntil(sync(message.owner));
});

/** A downloaded chapter from the cache (the range asked for), any other from the network. */
async function chapterMedia(request: Request): Promise<Response> {
  const stored = await (await caches.open(OFFLINE_CACHES.media)).match(offlineKey(request.url));
  if (!stored) return fetch(request);
  const file = await stored.blob();
  const answer = cachedRangeAnswer(
    request.headers.get("range"),
    file.size,
    stored.headers.get("content-type") ?? "application/octet-stream",
  );
  const body = answer.status === 206 ? file.slice(answer.start, answer.end + 1) : answer.status === 200 ? file : null;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/**
 * The write goes to the server; when no answer comes (offline), it is kept
 * and the player is told it was taken, so it neither warns nor retries: the
 * next sync sends it. A bookmark answers as the server would, with an id of
 * its own until then.
 */
async function sendOrQueue(request: Request, write: QueueableWrite): Promise<Response> {
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    const input = parseObject(body);
    if (!input || typeof input.chapterId !== "string") {
      return Response.json({ error: "Invalid request body." }, { status: 400 });
    }
    const queue = await caches.open(OFFLINE_CACHES.queue);
    const queuedAt = Date.now();
    if (write.kind === "progress") {
      const path = queueEntryPath(write, input.chapterId);
      const earlier = (await (await queue.match(path))?.json()) as { body: QueuedProgress } | undefined;
      const merged = mergeQueuedProgress(earlier?.body ?? null, input as unknown as QueuedProgress);
      await queue.put(path, Response.json({ url: write.url, body: merged, queuedAt }));
      return Response.json({ queued: true }, { status: 202 });
    }
    const bookmark = {
      id: crypto.randomUUID(),
      chapterId: input.chapterId,
      timestampSeconds: Number(input.timestampSeconds) || 0,
      note: typeof input.note === "string" ? input.note.trim() : "",
      createdAt: new Date(queuedAt).toISOString(),
    };
    const sent = { chapterId: bookmark.chapterId, timestampSeconds: bookmark.timestampSeconds, note: bookmark.note };
    await queue.put(queueEntryPath(write, bookmark.id), Response.json({ url: write.url, body: sent, queuedAt }));
    return Response.json({ bookmark, queued: true }, { status: 201 });
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// One sync at a time: two player tabs coming back online must not send a queued write twice.
let syncing: Promise<void> = Promise.resolve();

function sync(owner: string): Promise<void> {
  syncing = syncing.then(() => syncFor(owner)).catch(() => {});
  return syncing;
}

async function syncFor(owner: string): Promise<void> {
  const meta = await caches.open(OFFLINE_CACHES.meta);
  const previous = await (await meta.match(OWNER_KEY))?.text();
  // Another member signed in on this browser: nothing of the previous one is sent or played.
  if (previous !== undefined && previous !== owner) await forgetEverything();
  await (await caches.open(OFFLINE_CACHES.meta)).put(OWNER_KEY, new Response(owner));
  if (!(await sendQueued())) return;
  await checkDownloads();
  await tellPages();
}

/** Sends the queued writes, oldest first; false when the member turned out to be signed out. */
async function sendQueued(): Promise<boolean> {
  const queue = await caches.open(OFFLINE_CACHES.queue);
  const entries = await Promise.all(
    (await queue.keys()).map(async (key) => ({
      key,
      entry: (await (await queue.match(key))!.json()) as { url: string; body: unknown; queuedAt: number },
    })),
  );
  entries.sort((a, b) => a.entry.queuedAt - b.entry.queuedAt);
  for (const { key, entry } of entries) {
    const status = await fetch(entry.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry.body),
    }).then(
      (response) => response.status,
      () => null,
    );
    const verdict = serverVerdict(status);
    if (verdict === "retry") return true;
    if (verdict === "signed-out") {
      await forgetEverything();
      await tellPages();
      return false;
    }
    await queue.delete(key);
  }
  return true;
}

/**
 * Asks the server, once per product with downloads, whether the member may
 * still listen: a revoked, refunded or withdrawn product's chapters go.
 */
async function checkDownloads(): Promise<void> {
  const media = await caches.open(OFFLINE_CACHES.media);
  const byProduct = new Map<string, Request[]>();
  for (const key of await media.keys()) {
    const product = (await media.match(key))?.headers.get(OFFLINE_PRODUCT_HEADER);
    if (product) byProduct.set(product, [...(byProduct.get(product) ?? []), key]);
  }
  for (const [product, keys] of byProduct) {
    const status = await fetch(`/api/products/${encodeURIComponent(product)}/progress`, { cache: "no-store" }).then(
      (response) => response.status,
      () => null,
    );
    const verdict = serverVerdict(status);
    if (verdict === "signed-out") {
      await forgetEverything();
      break;
    }
    if (verdict === "gone") await Promise.all(keys.map((key) => media.delete(key)));
  }
}

async function forgetEverything(): Promise<void> {
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
}

/** The player pages redraw what is downloaded. */
async function tellPages(): Promise<void> {
  for (const client of await worker.clients.matchAll()) client.postMessage({ type: "offline-changed" });
}
