/** SPEC section 9: average completion = share of progress rows with completed_at, as a rounded percent. */
export function completionPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
