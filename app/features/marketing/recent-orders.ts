import { BOOK_OPTION_IDS, type BookOptionId } from "~/content/book";

/**
 * The book page's toast shows real orders only (issue 38): book orders of
 * the last 30 days from the orders ledger, each with the buyer's first name
 * and city only when their order gave them, and nothing at all while there
 * are fewer than the owner's threshold or the owner turned it off.
 */
export const RECENT_ORDERS_DAYS = 30;
/** The most recent orders the toast cycles through. */
const RECENT_ORDERS_SHOWN = 10;

/** Orders that stand: a refunded, disputed or ended order is no proof of anything. */
const STANDING_STATUSES: readonly string[] = ["granted", "completed"];

/** An order as the ledger holds it (purchase_orders), with the city its provider reported, if any. */
export interface LedgerOrder {
  status: string;
  buyerName: string;
  city: string | null;
  offerIds: readonly string[];
  createdAt: Date;
}

/** What reaches the browser: nothing of the buyer but a first name and a city. */
export interface RecentOrder {
  firstName: string | null;
  city: string | null;
  optionId: BookOptionId;
  /** When it was ordered, to the minute (ISO). */
  at: string;
}

// A first name or a city as a person would write it; anything else (an
// address, a number, markup) is left out rather than shown.
const FIRST_NAME = /^\p{L}[\p{L}'’-]{0,29}$/u;
const CITY = /^\p{L}[\p{L} .'’-]{0,59}$/u;

function firstNameOf(buyerName: string): string | null {
  const first = buyerName.trim().split(/\s+/)[0] ?? "";
  return FIRST_NAME.test(first) ? first : null;
}

function cityOf(city: string | null): string | null {
  const trimmed = city?.trim().replace(/\s+/g, " ") ?? "";
  return CITY.test(trimmed) ? trimmed : null;
}

/** The book edition an order bought: the first of its offers that is one. */
function bookOptionOf(offerIds: readonly string[]): BookOptionId | null {
  return (offerIds.find((id) => (BOOK_OPTION_IDS as readonly string[]).includes(id)) as BookOptionId) ?? null;
}

export function recentOrdersToShow(
  orders: readonly LedgerOrder[],
  options: { now: Date; enabled: boolean; threshold: number },
): RecentOrder[] {
  if (!options.enabled) return [];
  const since = options.now.getTime() - RECENT_ORDERS_DAYS * 24 * 60 * 60 * 1000;
  const books = orders
    .filter((order) => STANDING_STATUSES.includes(order.status))
    .filter((order) => order.createdAt.getTime() >= since && order.createdAt <= options.now)
    .flatMap((order) => {
      const optionId = bookOptionOf(order.offerIds);
      return optionId ? [{ order, optionId }] : [];
    });
  if (books.length < options.threshold) return [];
  return books
    .sort((a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime())
    .slice(0, RECENT_ORDERS_SHOWN)
    .map(({ order, optionId }) => ({
      firstName: firstNameOf(order.buyerName),
      city: cityOf(order.city),
      optionId,
      at: new Date(Math.floor(order.createdAt.getTime() / 60_000) * 60_000).toISOString(),
    }));
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function timeAgo(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

/** Who ordered, as the toast names them: "Sarah from Nashville", "Sarah", "Someone from Nashville" or "Someone". */
export function buyerLabel(
  order: Pick<RecentOrder, "firstName" | "city">,
  words: { from: string; someone: string },
): string {
  const who = order.firstName ?? words.someone;
  return order.city ? `${who} ${words.from} ${order.city}` : who;
}
