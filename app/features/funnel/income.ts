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

export { formatCents, formatDollars } from "~/lib/format-price";
