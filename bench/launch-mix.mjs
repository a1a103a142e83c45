// The visits of bench/launch-day.mjs: what a visitor from a launch email
// does, as a pure function of the visit's number, so the proportions hold
// exactly over any stretch of visits (not just on average) and every run
// replays the same mix.

/** Shares of visits (of all visits, except where said). */
export const MIX = {
  /** Land on `/` (the rest land on `/book`, the email's other link). */
  landOnHome: 0.55,
  /** Of those landing on `/`, go on to `/book`. */
  homeToBook: 0.3,
  /** Take the readiness assessment and leave their email (a lead). */
  assessment: 0.04,
  /** Press a buy button: a checkout start. */
  checkout: 0.01,
  /** Of the checkout starts, pay: Stripe then sends the signed webhook. */
  pays: 0.5,
};

/**
 * Whether the `n`th item (from 0) is one of a `share` spread evenly: true
 * for exactly floor(count * share) of the first `count`, as evenly spaced as
 * they can be.
 */
export function chosen(n, share) {
  return Math.floor((n + 1) * share) > Math.floor(n * share);
}

/**
 * The pages visit `n` views, in order, and what it does on them. Each page
 * view loads the page, its static files not loaded earlier in the visit, and
 * sends one analytics batch. Visits with a share of 1 % and 4 % are chosen
 * from different offsets so they do not all fall on the same visits.
 */
export function planVisit(n) {
  const home = chosen(n, MIX.landOnHome);
  const pages = home ? ["/"] : ["/book"];
  // Counted over the visits landing on `/` (floor(n * share) is this one's place among them), as below.
  if (home && chosen(Math.floor(n * MIX.landOnHome), MIX.homeToBook)) pages.push("/book");
  const lead = chosen(n + 7, MIX.assessment);
  if (lead) pages.push("/assessment");
  const checkout = chosen(n + 13, MIX.checkout);
  const pays = checkout && chosen(Math.floor((n + 13) * MIX.checkout), MIX.pays);
  return { pages, lead, checkout, pays };
}
