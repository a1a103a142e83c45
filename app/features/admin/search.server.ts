import { ilike, or, type SQL } from "drizzle-orm";

/** `%` and `_` typed into a search box are literal characters, not wildcards. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of the columns contains the search text (case-insensitive); no filter for an empty search. */
export function searchOf(q: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  return q ? or(...columns.map((column) => ilike(column, containing(q)))) : undefined;
}
