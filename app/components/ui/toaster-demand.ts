import { useSyncExternalStore } from "react";

/**
 * Whether any module that shows toasts has loaded. The toast library (and
 * its styles) is then loaded and mounted; pages that never toast, like the
 * marketing pages, never download it.
 */
let needed = false;
const listeners = new Set<() => void>();

export function requireToaster(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
