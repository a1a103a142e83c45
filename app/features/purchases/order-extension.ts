import type { OrderLine } from "~/db/schema";

/** What an order's notification says it holds: its lines, the amount paid for them and its tax (cents). */
export interface OrderContents {
  lines: readonly OrderLine[];
  amount: number | null;
  /** The tax it reported; absent when it reported none. */
  tax?: number | null;
}

export interface OrderExtension {
  /** The lines the stored order does not have yet. */
  added: OrderLine[];
  /** The stored lines, then the added ones. */
  lines: OrderLine[];
  /** What the whole order has paid now. */
  amount: number | null;
  /** What the added lines paid: the amount of their own Purchase and receipt. */
  addedAmount: number | null;
  /** The tax of that amount, when both notifications' taxes say it (the added lines' receipt). */
  addedTax: number | null;
}

/**
 * A line's identity within one order: its provider id, or, for a line the
 * provider gave no id (reference ""), its description. Names may differ
 * from one notification to the next; the id does not.
 */
const identity = (line: OrderLine) => (line.reference ? `id:${line.reference}` : `name:${line.description}`);

/**
 * What a later notification of an order already recorded adds to it: the
 * lines it names that the stored order does not have (an upsell accepted
 * after the first notification), each once, or null when it adds nothing
 * (a redelivery). A notification naming every stored line is the whole
 * order again, so its amount (and tax) is the order's and the added lines
 * paid the difference; one naming only new lines paid its own amount (and
 * tax) on top.
 */
export function orderExtension(stored: OrderContents, incoming: OrderContents): OrderExtension | null {
  const known = new Set(stored.lines.map(identity));
  const added: OrderLine[] = [];
  for (const line of incoming.lines) {
    const key = identity(line);
    if (known.has(key)) continue;
    known.add(key);
    added.push(line);
  }
  if (added.length === 0) return null;
  const incomingKeys = new Set(incoming.lines.map(identity));
  const wholeOrder = stored.lines.every((line) => incomingKeys.has(identity(line)));
  const lines = [...stored.lines, ...added];
  // An amount not known (null) leaves what depends on it unknown.
  const combine = (a: number | null, b: number | null, sum: (a: number, b: number) => number) =>
    a === null || b === null ? null : sum(a, b);
  if (wholeOrder) {
    return {
      added,
      lines,
      amount: incoming.amount ?? stored.amount,
      addedAmount: combine(incoming.amount, stored.amount, (whole, before) => Math.max(0, whole - before)),
      addedTax: combine(incoming.tax ?? null, stored.tax ?? null, (whole, before) => Math.max(0, whole - before)),
    };
  }
  return {
    added,
    lines,
    amount: combine(stored.amount, incoming.amount, (before, more) => before + more),
    addedAmount: incoming.amount,
    addedTax: incoming.tax ?? null,
  };
}

/** Order statuses a later notification may add lines to: paid and not taken back (nor a finished plan). */
export const EXTENDABLE_STATUSES = ["granted", "needs_attention"] as const;
export type ExtendableStatus = (typeof EXTENDABLE_STATUSES)[number];

/**
 * The order's status and note once lines are added: an added line no
 * offer carries leaves it needing attention, its note joined to what the
 * order already said (a partial refund, an earlier unmapped line); added
 * lines that all map change neither, so an order that needed attention
 * still does until Replay.
 */
export function statusAfterExtension(
  order: { status: ExtendableStatus; note: string | null },
  addedNote: string | null,
): { status: ExtendableStatus; note: string | null } {
  if (!addedNote) return { status: order.status, note: order.note };
  return { status: "needs_attention", note: order.note ? `${order.note} ${addedNote}` : addedNote };
}
