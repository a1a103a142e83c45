/**
 * A price as the owner types it into the admin, read as US dollars: the
 * way a price is written on a page or in a spreadsheet is accepted, and
 * only what could mean two different amounts is refused.
 *
 * - A dollar sign or "USD" around the amount is dropped: `$14.99`, `US$14.99`, `14.99 USD`.
 * - A comma followed by one or two digits at the end is a decimal comma: `14,99` is 14.99.
 * - Commas between groups of three digits separate thousands: `1,499` and `1,499.00` are 1499.
 * - Another currency's sign is refused and named: the site sells in dollars only.
 * - At most two decimals (`1.999` is refused rather than rounded), above zero, below a hundred million.
 */
export type PriceReading = { ok: true; dollars: number } | { ok: false; currency?: string };

const DOLLARS = /^(?:us)?\$|\$$|^usd|usd$/gi;
const OTHER_CURRENCY = /[€£¥₹₩₽₺₦₱₫฿₪]|\b(?:eur|gbp|cad|aud|nzd|chf|jpy|inr)\b/i;

const PLAIN = /^\d{0,8}(?:\.\d{1,2})?$/;
const DECIMAL_COMMA = /^\d{1,8},\d{1,2}$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3}){1,2}(?:\.\d{1,2})?$/;

export function readPrice(typed: string): PriceReading {
  const other = OTHER_CURRENCY.exec(typed);
  if (other) return { ok: false, currency: other[0] };
  const value = typed.replace(/\s+/g, "").replace(DOLLARS, "");
  let number: string | null = null;
  if (PLAIN.test(value)) number = value;
  else if (DECIMAL_COMMA.test(value)) number = value.replace(",", ".");
  else if (THOUSANDS.test(value)) number = value.replaceAll(",", "");
  const dollars = number && /\d/.test(number) ? Number(number) : NaN;
  return dollars > 0 && dollars < 100_000_000 ? { ok: true, dollars } : { ok: false };
}
