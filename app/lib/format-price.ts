/**
 * Prices as the pages show them, in US dollars. A module of its own so a
 * page that only shows prices does not load the income calculator with
 * them. Written out rather than through Intl.NumberFormat: the first Intl
 * formatter a page creates loads the browser's locale data, a long task on
 * a slow phone while the sales pages hydrate (decision 018).
 */
import { groupThousands } from "./format-count";

function usd(amount: number, fractionDigits: 0 | 2): string {
  const [whole = "0", fraction] = Math.abs(amount).toFixed(fractionDigits).split(".");
  const sign = amount < 0 && Number(whole + (fraction ?? "")) !== 0 ? "-" : "";
  return `${sign}$${groupThousands(whole)}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "$1,234.56" */
export function formatCents(cents: number): string {
  return usd(cents / 100, 2);
}

/** Whole dollars without cents ("$997"), for list prices. */
export function formatDollars(dollars: number): string {
  return usd(dollars, Number.isInteger(dollars) ? 0 : 2);
}
