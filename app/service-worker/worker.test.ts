import { beforeAll, beforeEach, expect, it, vi } from "vitest";

/**
 * The worker's own code against a stand-in of what a browser gives it:
 * Cache Storage (a map per cache), fetch, and its events.
 */
const ORIGIN = "https://site.test";
const PRODUCT = "p1";
const OTHER_PRODUCT = "p2";
const CHAPTER = "11111111-1111-4111-8111-111111111111";

const absolute = (key: RequestInfo | URL) => new URL(key instanceof Request ? key.url : String(key), ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: RequestInfo | URL) {
    return this.entries.get(absolute(key))?.clone();
  }
  async put(key: RequestInfo | URL, response: Response) {
    // A stored body is read once: keep bytes, hand out copies.
    const body = await response.arrayBuffer();
    this.entries.set(absolute(key), new Response(body, { status: response.status, headers: response.headers }));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(absolute(key));
  }
}

const stores = new Map<string, FakeCache>();
const listeners = new Map<string, (event: unknown) => void>();
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const pagesTold = vi.fn();

beforeAll(async () => {
  vi.stubGlobal("caches", {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("location", new URL(ORIGIN));
  vi.stubGlobal("clients", { claim: async () => {}, matchAll: async () => [{ postMessage: pagesTold }] });
  vi.stubGlobal("skipWaiting", async () => {});
  vi.stubGlobal("addEventListener", (type: string, listener: (event: unknown) => void) =>
    listeners.set(type, listener),
  );
  await import("./worker");
});

beforeEach(() => {
  stores.clear();
  fetchMock.mockReset();
  pagesTold.mockReset();
});

/** Dispatches a fetch event: the worker's answer, or null when it leaves the request to the browser. */
async function dispatchFetch(request: Request): Promise<{ answer: Response | null; done: Promise<unknown> }> {
  let answer: Promise<Response> | null = null;
  let done: Promise<unknown> = Promise.resolve();
  listeners.get("fetch")!({
    request,
    respondWith: (response: Promise<Response>) => (answer = response),
    waitUntil: (promise: Promise<unknown>) => (done = promise),
  });
  return { answer: answer ? await answer : null, done };
}

async function sync(owner: string) {
  let done: Promise<unknown> = Promise.resolve();
  listeners.get("message")!({ data: { type: "offline-sync", owner }, waitUntil: (p: Promise<unknown>) => (done = p) });
  await done;
}

async function storeChapter(product: string, chapterId: string, bytes: number[]) {
  const media = await caches.open("rerouted-offline-media-v1");
  await media.put(
    `/media/chapters/${chapterId}`,
    new Response(new Uint8Array(bytes), { headers: { "Content-Type": "audio/mpeg", "X-Offline-Product": product } }),
  );
}

const queued = async () => (await (await caches.open("rerouted-offline-queue-v1")).keys()).length;
const progressPost = (body: object) =>
  new Request(`${ORIGIN}/api/products/${PRODUCT}/progress`, { method: "POST", body: JSON.stringify(body) });

it("answers a downloaded chapter's range from the cache, without the network", async () => {
  await storeChapter(PRODUCT, CHAPTER, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const { answer } = await dispatchFetch(
    new Request(`${ORIGIN}/media/chapters/${CHAPTER}`, { headers: { Range: "bytes=2-5" } }),
  );
  expect(answer!.status).toBe(206);
  expect(answer!.headers.get("Content-Range")).toBe("bytes 2-5/10");
  expect([...new Uint8Array(await answer!.arrayBuffer())]).toEqual([2, 3, 4, 5]);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("leaves pages to the network: nothing is answered or stored", async () => {
  for (const path of ["/book", "/dashboard", "/product/p1", "/api/products/p1/progress"]) {
    expect((await dispatchFetch(new Request(`${ORIGIN}${path}`))).answer).toBeNull();
  }
  expect(stores.size).toBe(0);
});

it("keeps positions while offline, one per chapter, and sends the last when the page syncs", async () => {
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  const first = await dispatchFetch(progressPost({ chapterId: CHAPTER, progressSeconds: 3, completed: true }));
  const second = await dispatchFetch(progressPost({ chapterId: CHAPTER, progressSeconds: 7.5 }));
  expect([first.answer!.status, second.answer!.status]).toEqual([202, 202]);
  expect(await queued()).toBe(1);

  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
  await sync("member-1");
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(`/api/products/${PRODUCT}/progress`);
  expect(JSON.parse(String(init!.body))).toEqual({ chapterId: CHAPTER, progressSeconds: 7.5, completed: true });
  expect(await queued()).toBe(0);
  expect(pagesTold).toHaveBeenCalledWith({ type: "offline-changed" });
});

it("answers a bookmark made offline as the server would, and keeps it", async () => {
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  const { answer } = await dispatchFetch(
    new Request(`${ORIGIN}/api/products/${PRODUCT}/bookmarks`, {
      method: "POST",
      body: JSON.stringify({ chapterId: CHAPTER, timestampSeconds: 42, note: " The turn " }),
    }),
  );
  expect(answer!.status).toBe(201);
  expect((await answer!.json()).bookmark).toMatchObject({ chapterId: CHAPTER, timestampSeconds: 42, note: "The turn" });
  expect(await queued()).toBe(1);
});

it("drops a revoked product's downloads at the next sync and keeps the others", async () => {
  await storeChapter(PRODUCT, CHAPTER, [1]);
  await storeChapter(OTHER_PRODUCT, "22222222-2222-4222-8222-222222222222", [2]);
  fetchMock.mockImplementation(
    async (input) => new Response("{}", { status: String(input).includes(`/${PRODUCT}/`) ? 404 : 200 }),
  );
  await sync("member-1");
  const left = await (await caches.open("rerouted-offline-media-v1")).keys();
  expect(left.map((request) => new URL(request.url).pathname)).toEqual([
    "/media/chapters/22222222-2222-4222-8222-222222222222",
  ]);
});

it("forgets everything when another member syncs, when signed out, and on sign-out", async () => {
  fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
  await storeChapter(PRODUCT, CHAPTER, [1]);
  await sync("member-1");
  await sync("member-2");
  expect(await (await caches.open("rerouted-offline-media-v1")).keys()).toEqual([]);

  await storeChapter(PRODUCT, CHAPTER, [1]);
  fetchMock.mockResolvedValue(new Response("{}", { status: 401 }));
  await sync("member-2");
  expect(await (await caches.open("rerouted-offline-media-v1")).keys()).toEqual([]);

  await storeChapter(PRODUCT, CHAPTER, [1]);
  const signOut = await dispatchFetch(new Request(`${ORIGIN}/logout.data`, { method: "POST" }));
  expect(signOut.answer).toBeNull();
  await signOut.done;
  expect(stores.size).toBe(0);
});
