/**
 * Money of an order as its provider reported it, in minor units of its own
 * currency: the Orders tab and the order emails show it the same way.
 */
/** An order's amount in its own currency ("$71.99", "€30.00"); a dash when the provider did not say. */
export function formatOrderAmount(amount: number | null, currency: string | null): string {
  if (amount === null) return "—";
  const code = (currency ?? "USD").toUpperCase();
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}
