import { useEffect } from "react";

/**
 * Never lose a lead (DESIGN section 6). Every submission is written to
 * localStorage with its idempotency key before it is sent, and removed only
 * when the server confirms it (2xx) or refuses it for good (a 4xx other
 * than 408/429: sending the same bad payload again cannot succeed). Anything
 * else (offline, timeout, 5xx, 429) stays queued and is sent again, with the
 * same key, on the next page load and when the browser comes back online;
 * the key makes the server write it at most once however often it arrives.
 */

export type LeadEndpoint = "/api/leads/readiness" | "/api/leads/author" | "/api/applications";

export interface QueuedLead {
  key: string;
  endpoint: LeadEndpoint;
  body: unknown;
  queuedAt: number;
}

export const LEAD_QUEUE_STORAGE_KEY = "rerouted.pending-leads";
const REQUEST_TIMEOUT_MS = 15_000;
// A lead the server has not confirmed in a month is not coming back.
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type Outcome<T> = { status: "confirmed"; result: T } | { status: "refused" } | { status: "retry" };
export type SubmitResult<T> = { ok: true; result: T } | { ok: false };

const inFlight = new Set<string>();

function readQueue(): QueuedLead[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LEAD_QUEUE_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedLead[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedLead[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(LEAD_QUEUE_STORAGE_KEY);
    else localStorage.setItem(LEAD_QUEUE_STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or disabled (private mode): the live attempt still runs.
  }
}

function removeFromQueue(key: string): void {
  writeQueue(readQueue().filter((lead) => lead.key !== key));
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

async function deliver<T>(lead: QueuedLead): Promise<Outcome<T>> {
  if (inFlight.has(lead.key)) return { status: "retry" };
  inFlight.add(lead.key);
  try {
    const response = await fetch(lead.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead.key },
      body: JSON.stringify(lead.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) {
      removeFromQueue(lead.key);
      return { status: "confirmed", result: (await response.json()) as T };
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      removeFromQueue(lead.key);
      return { status: "refused" };
    }
    return { status: "retry" };
  } catch {
    return { status: "retry" };
  } finally {
    inFlight.delete(lead.key);
  }
}

/** Queues a submission, sends it once now, and says whether the server confirmed it. */
export async function submitLead<T>(endpoint: LeadEndpoint, body: unknown): Promise<SubmitResult<T>> {
  const lead: QueuedLead = { key: newKey(), endpoint, body, queuedAt: Date.now() };
  writeQueue([...readQueue(), lead]);
  const outcome = await deliver<T>(lead);
  return outcome.status === "confirmed" ? { ok: true, result: outcome.result } : { ok: false };
}

/** Sends every queued submission again with its own key; returns how many are still waiting. */
export async function retryQueuedLeads(now = Date.now()): Promise<number> {
  const fresh = readQueue().filter((lead) => now - lead.queuedAt < MAX_AGE_MS);
  writeQueue(fresh);
  for (const lead of fresh) await deliver(lead);
  return readQueue().length;
}

/** Retries the queue when the page loads and whenever the browser comes back online. */
export function useQueuedLeadRetry(): void {
  useEffect(() => {
    const retry = () => void retryQueuedLeads();
    retry();
    addEventListener("online", retry);
    return () => removeEventListener("online", retry);
  }, []);
}
