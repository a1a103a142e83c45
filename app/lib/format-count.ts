/**
 * Whole numbers as the pages show them, grouped by thousands ("12,480").
 * Written out rather than through toLocaleString or Intl.NumberFormat: the
 * first Intl formatter a page creates loads the browser's locale data, a
 * long task on a slow phone while the page hydrates (decisions 018, 035).
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 12480 → "12,480"; -1500 → "-1,500" */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  return `${count <= -1 ? "-" : ""}${groupThousands(digits)}`;
}
