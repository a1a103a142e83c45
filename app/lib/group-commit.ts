/**
 * Group commit: callers that arrive while a write is in flight are written
 * together by the next one, so a burst of N requests costs a few statements
 * instead of N. The first caller after a quiet moment is written at once
 * (nothing waits for a timer); each caller's promise settles with its own
 * item's result, or with the batch's error.
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  { maxBatch }: { maxBatch: number },
): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i] as O));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Requests parsed in the same turn of the event loop join the first write.
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}
