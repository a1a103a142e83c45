/**
 * Sharing abuse: one buyer's feed fetched from more than this many client
 * addresses in one day is flagged in the admin's Access tab (a household
 * with a phone, a tablet and a laptop on mobile data stays well under it).
 */
export const FEED_SHARING_ADDRESSES_PER_DAY = 10;

/** How far back the admin's feed counts and the sharing flag look. */
export const FEED_ACTIVITY_DAYS = 30;

/** True when any day's count of distinct addresses is over the limit. */
export function isFeedShared(addressesPerDay: readonly number[], limit = FEED_SHARING_ADDRESSES_PER_DAY): boolean {
  return addressesPerDay.some((count) => count > limit);
}
