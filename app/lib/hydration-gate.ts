/**
 * Chunks the server-rendered page needs for its first render in the
 * browser, loaded before React hydrates it. Without them the first render
 * suspends: React has already tied the page's elements to its components
 * (what tests and people take for a live page) but handles no event until
 * the chunk arrives, and clicks in between are lost. A route module asks
 * while it loads, which is before entry.client runs (React Router's
 * document imports the page's route modules, then the entry); asking once
 * hydration has begun loads nothing, since the page then shows its own
 * fallback meanwhile.
 */
let held: Promise<unknown>[] | null = [];

export function holdHydrationFor(load: () => Promise<unknown>): void {
  held?.push(load());
}

/** Resolves once every chunk asked for has loaded (or failed: the page then suspends as without the gate). */
export async function hydrationGate(): Promise<void> {
  const waiting = held ?? [];
  held = null;
  await Promise.allSettled(waiting);
}
