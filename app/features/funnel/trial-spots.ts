/**
 * "Only N trial spots left" is true or not shown (issue 38): the capacity
 * the owner set (Social proof tab) minus the AI trial's real orders. A
 * refunded or disputed order gives its spot back; an ended trial used it.
 * No capacity set, or none left: nothing is claimed.
 */
const SPOT_HOLDING_STATUSES: readonly string[] = ["granted", "completed", "ended", "needs_attention"];

export function trialSpotsLeft(capacity: number | null, trialOrderStatuses: readonly string[]): number | null {
  if (capacity === null) return null;
  const taken = trialOrderStatuses.filter((status) => SPOT_HOLDING_STATUSES.includes(status)).length;
  const left = capacity - taken;
  return left > 0 ? left : null;
}
