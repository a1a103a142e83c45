import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEAD_QUEUE_STORAGE_KEY, retryQueuedLeads, submitLead, type QueuedLead } from "./lead-queue";

/** A Map-backed localStorage and a scripted fetch, so the queue runs as it would in a browser. */
const store = new Map<string, string>();
let responses: (number | "offline")[] = [];
const requests: { url: string; key: string | null; body: unknown }[] = [];

beforeEach(() => {
  store.clear();
  requests.length = 0;
  responses = [];
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    requests.push({
      url,
      key: new Headers(init.headers).get("idempotency-key"),
      body: JSON.parse(String(init.body)),
    });
    const next = responses.shift() ?? 201;
    if (next === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify({ id: "lead-1", replayed: next === 200 }), { status: next });
  });
});
afterEach(() => vi.unstubAllGlobals());

const queue = (): QueuedLead[] => JSON.parse(store.get(LEAD_QUEUE_STORAGE_KEY) ?? "[]");

describe("lead queue", () => {
  it("returns the server's result and leaves nothing queued when the save is confirmed", async () => {
    const result = await submitLead("/api/leads/readiness", { name: "Ann" });
    expect(result).toEqual({ ok: true, result: { id: "lead-1", replayed: false } });
    expect(requests[0]).toMatchObject({ url: "/api/leads/readiness", body: { name: "Ann" } });
    expect(requests[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(queue()).toEqual([]);
  });

  it.each([500, 503, 429, 408, "offline"] as const)(
    "keeps the lead after a %s and retries it with the same key",
    async (failure) => {
      responses = [failure];
      expect(await submitLead("/api/applications", { fullName: "Ann" })).toEqual({ ok: false });
      expect(queue()).toHaveLength(1);

      responses = [201];
      expect(await retryQueuedLeads()).toBe(0);
      expect(requests).toHaveLength(2);
      expect(requests[1]!.key).toBe(requests[0]!.key);
      expect(requests[1]!.body).toEqual({ fullName: "Ann" });
    },
  );

  it("keeps retrying until the server confirms", async () => {
    responses = [500, 500, "offline", 200];
    await submitLead("/api/leads/author", { email: "a@example.com" });
    expect(await retryQueuedLeads()).toBe(1);
    expect(await retryQueuedLeads()).toBe(1);
    expect(await retryQueuedLeads()).toBe(0);
    expect(new Set(requests.map((r) => r.key)).size).toBe(1);
  });

  it("drops a submission the server refuses for good (400), since resending cannot succeed", async () => {
    responses = [400];
    expect(await submitLead("/api/leads/readiness", { website: "spam" })).toEqual({ ok: false });
    expect(queue()).toEqual([]);
  });

  it("gives up on a lead older than 30 days", async () => {
    responses = [500];
    await submitLead("/api/leads/readiness", { name: "Old" });
    expect(await retryQueuedLeads(Date.now() + 31 * 24 * 60 * 60 * 1000)).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it("survives a corrupt queue in storage", async () => {
    store.set(LEAD_QUEUE_STORAGE_KEY, "{not json");
    expect(await retryQueuedLeads()).toBe(0);
    expect((await submitLead("/api/leads/readiness", {})).ok).toBe(true);
  });
});
