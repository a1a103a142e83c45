/**
 * Prices as the pages show them. A module of its own so a page that only
 * shows prices does not load the income calculator with them.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,234.56" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole dollars without cents ("$997"), for list prices. */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? usdWhole.format(dollars) : usd.format(dollars);
}
