/**
 * What an erasure did, in the words the admin reads (the toast and the
 * Data requests tab's log): counts only, never what was erased.
 */
export interface ErasureCounts {
  erasedRows: Record<string, number>;
  keptOrders: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function totalRows(erasedRows: Record<string, number>): number {
  return Object.values(erasedRows).reduce((sum, n) => sum + n, 0);
}

export function erasureMessage({ erasedRows, keptOrders }: ErasureCounts): string {
  const rows = totalRows(erasedRows);
  const kept = keptOrders > 0 ? `; ${plural(keptOrders, "order", "orders")} kept for bookkeeping` : "";
  if (rows === 0) return `Nothing to erase under this address${kept}`;
  return `Erased ${plural(rows, "row", "rows")} from ${plural(Object.keys(erasedRows).length, "table", "tables")}${kept}`;
}
