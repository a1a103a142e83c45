import type { ValueItem } from "~/content/program";

/**
 * The value stack's total is the sum of its items, so the figure a buyer
 * checks always adds up (decision 006: SPEC's stated $3,847 did not).
 */
export function valueStackTotal(items: readonly ValueItem[]): number {
  return items.reduce((sum, item) => sum + item.value, 0);
}
