import { vi } from "vitest";

/** One request the page sent, its body parsed (JSON, or a form as an object). */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** By lower-case name. */
  headers: Record<string, string>;
  /** True when it went by navigator.sendBeacon (the page going away). */
  beacon: boolean;
}

/** A JSON body, or (`text`) a plain one such as a WebVTT file. */
type Answer = { status: number; json?: unknown; text?: string };
type Route = Answer | ((request: SentRequest) => Answer);

function parseBody(body: unknown): unknown {
  if (body instanceof URLSearchParams || body instanceof FormData) return Object.fromEntries(body);
  if (typeof body !== "string") return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The server's side of fetch and sendBeacon for a component test: answers
 * each "METHOD /path" from `routes` (a route may answer differently per call)
 * and records every request, so a test asserts what the page sent. A request
 * no route expects answers 501, and is recorded like any other.
 */
export function fakeServer(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const answer = (request: SentRequest): Answer => {
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return { status: 501 };
    return typeof route === "function" ? route(request) : route;
  };
  const record = (input: RequestInfo | URL, init: RequestInit | undefined, beacon: boolean) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const request = {
      method: (init?.method ?? "GET").toUpperCase(),
      path: url.pathname,
      body: parseBody(init?.body),
      // Lower-cased here: happy-dom's Headers keeps the case it was given.
      headers: Object.fromEntries([...new Headers(init?.headers)].map(([name, value]) => [name.toLowerCase(), value])),
      beacon,
    };
    sent.push(request);
    return request;
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { status, json, text } = answer(record(input, init, false));
      if (text !== undefined) return new Response(text, { status, headers: { "Content-Type": "text/plain" } });
      return new Response(json === undefined || status === 204 ? null : JSON.stringify(json), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  vi.spyOn(navigator, "sendBeacon").mockImplementation((url, data) => {
    record(String(url), { method: "POST", body: data as BodyInit }, true);
    return true;
  });
  return {
    sent,
    /** The bodies sent to `METHOD /path`, in order. */
    bodies(method: string, path: string): unknown[] {
      return sent.filter((r) => r.method === method && r.path === path).map((r) => r.body);
    },
  };
}
