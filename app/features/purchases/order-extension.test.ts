import { describe, expect, it } from "vitest";
import type { OrderLine } from "~/db/schema";
import { orderExtension, statusAfterExtension } from "./order-extension";

const line = (reference: string, description = ""): OrderLine => ({
  reference,
  description,
  amount: null,
  recurring: false,
});

const BOOK = line("product-2", "Rerouted bundle");
const BUMP = line("bump-2", "Workbook bump");
const UPSELL = line("upsell-3", "Visual Transformation Series");

describe("orderExtension", () => {
  it("adds nothing for a redelivery, whatever the items are called this time", () => {
    const stored = { lines: [BOOK, BUMP], amount: 3399 };
    expect(orderExtension(stored, stored)).toBeNull();
    expect(orderExtension(stored, { lines: [line("product-2"), line("bump-2")], amount: 3399 })).toBeNull();
    // Fewer items than stored (a notification of the front-end product alone): nothing new either.
    expect(orderExtension(stored, { lines: [BOOK], amount: 2499 })).toBeNull();
  });

  it("takes a notification naming the whole order again as its new total, the upsell paying the difference", () => {
    expect(
      orderExtension({ lines: [BOOK, BUMP], amount: 3399 }, { lines: [BOOK, BUMP, UPSELL], amount: 8099 }),
    ).toEqual({
      added: [UPSELL],
      lines: [BOOK, BUMP, UPSELL],
      amount: 8099,
      addedAmount: 4700,
      addedTax: null,
    });
  });

  it("adds a notification naming only the upsell on top of what the order paid", () => {
    expect(orderExtension({ lines: [BOOK], amount: 2499 }, { lines: [UPSELL], amount: 4700 })).toEqual({
      added: [UPSELL],
      lines: [BOOK, UPSELL],
      amount: 7199,
      addedAmount: 4700,
      addedTax: null,
    });
  });

  it("gives the added lines the tax the notifications say they paid, and none it cannot know", () => {
    // The whole order again: the upsell's tax is what the order's tax grew by.
    expect(
      orderExtension({ lines: [BOOK], amount: 2699, tax: 200 }, { lines: [BOOK, UPSELL], amount: 7775, tax: 576 }),
    ).toMatchObject({ addedAmount: 5076, addedTax: 376 });
    // Only the upsell: its own tax.
    expect(
      orderExtension({ lines: [BOOK], amount: 2699, tax: 200 }, { lines: [UPSELL], amount: 5076, tax: 376 }),
    ).toMatchObject({ addedAmount: 5076, addedTax: 376 });
    // The first notification reported no tax: the whole order's tax is not the upsell's.
    expect(
      orderExtension({ lines: [BOOK], amount: 2499 }, { lines: [BOOK, UPSELL], amount: 7575, tax: 376 }),
    ).toMatchObject({ addedAmount: 5076, addedTax: null });
  });

  it("adds each new line once, and tells lines without an id apart by their description", () => {
    const coaching = line("", "Coaching call");
    const extension = orderExtension(
      { lines: [BOOK, line("", "Shipping")], amount: 2499 },
      { lines: [BOOK, UPSELL, UPSELL, line("", "Shipping"), coaching, coaching], amount: 9000 },
    );
    expect(extension?.added).toEqual([UPSELL, coaching]);
    expect(extension?.lines).toEqual([BOOK, line("", "Shipping"), UPSELL, coaching]);
  });

  it("leaves an amount it cannot know unknown", () => {
    // Whole order without a total: the stored total stays, the upsell's share is not known.
    expect(orderExtension({ lines: [BOOK], amount: 2499 }, { lines: [BOOK, UPSELL], amount: null })).toMatchObject({
      amount: 2499,
      addedAmount: null,
    });
    // The first notification's total was not known: neither is the order's, the upsell's is.
    expect(orderExtension({ lines: [BOOK], amount: null }, { lines: [UPSELL], amount: 4700 })).toMatchObject({
      amount: null,
      addedAmount: 4700,
    });
    // A whole-order total below the stored one (a coupon on the upsell's notification) adds nothing negative.
    expect(orderExtension({ lines: [BOOK], amount: 2499 }, { lines: [BOOK, UPSELL], amount: 2000 })).toMatchObject({
      amount: 2000,
      addedAmount: 0,
    });
  });
});

describe("statusAfterExtension", () => {
  it("keeps the order's status and note when the added lines all map", () => {
    expect(statusAfterExtension({ status: "granted", note: null }, null)).toEqual({ status: "granted", note: null });
    const refunded = "Refunded in ThriveCart (bump-2); the order's other items are kept";
    expect(statusAfterExtension({ status: "granted", note: refunded }, null)).toEqual({
      status: "granted",
      note: refunded,
    });
    // Added lines that map do not settle an earlier line no offer carried: Replay does.
    expect(statusAfterExtension({ status: "needs_attention", note: "No offer carries bump-2." }, null)).toEqual({
      status: "needs_attention",
      note: "No offer carries bump-2.",
    });
  });

  it("needs attention for an added line that does not map, saying so after what the order said", () => {
    expect(statusAfterExtension({ status: "granted", note: null }, "No offer carries upsell-9.")).toEqual({
      status: "needs_attention",
      note: "No offer carries upsell-9.",
    });
    expect(
      statusAfterExtension(
        { status: "needs_attention", note: "No offer carries bump-2." },
        "No offer carries upsell-9.",
      ),
    ).toEqual({
      status: "needs_attention",
      note: "No offer carries bump-2. No offer carries upsell-9.",
    });
  });
});
