import { INCOME_CALCULATOR } from "~/content/program";

/**
 * Income calculator (SPEC sections 5 and 9): royalties at 70 % of the list
 * price per copy, yearly = 12 months. Amounts are whole cents so sums and
 * the displayed figures always agree.
 */
export interface IncomeEstimate {
  monthlyCents: number;
  yearlyCents: number;
}

/** Clamps `value` into [min, max] and snaps it to the nearest step from `min`. */
export function snapToStep(value: number, range: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return range.min;
  const steps = Math.round((value - range.min) / range.step);
  const maxSteps = Math.floor((range.max - range.min) / range.step);
  return range.min + Math.min(maxSteps, Math.max(0, steps)) * range.step;
}

export function estimateIncome(input: { priceCents: number; monthlySales: number }): IncomeEstimate {
  const priceCents = snapToStep(input.priceCents, INCOME_CALCULATOR.priceCents);
  const monthlySales = snapToStep(input.monthlySales, INCOME_CALCULATOR.monthlySales);
  const monthlyCents = Math.round(priceCents * monthlySales * INCOME_CALCULATOR.royaltyRate);
  return { monthlyCents, yearlyCents: monthlyCents * INCOME_CALCULATOR.monthsPerYear };
}

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
