import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

let merging = true;

/** Merge class names, resolving conflicting Tailwind utilities (last one wins). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merging ? twMerge(joined) : joined;
}

/**
 * Runs `hydrate` with class names joined but not merged. Hydration keeps the
 * server's attributes and applies none of the ones it renders (decision
 * 018), and merging is most of its work on a slow phone: tailwind-merge
 * parses each new class list. A later render compares against these joined
 * lists, so an element that renders again gets its merged classes then.
 */
export function withoutClassMerging(hydrate: () => void): void {
  merging = false;
  try {
    hydrate();
  } finally {
    merging = true;
  }
}
