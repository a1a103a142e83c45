import { describe, expect, it } from "vitest";
import { parseUrlEncoded } from "~/lib/security/form-encoding";
import { nestBracketFields } from "./bracket-form";

const parseBracketForm = (body: string) => nestBracketFields(parseUrlEncoded(body)!);
import {
  itemsOfOrder,
  readThriveCartNotification,
  withoutThriveCartSecret,
  type ThriveCartNotification,
} from "./thrivecart-notification";

/** An order.success as ThriveCart sends it as JSON: a product, its bump and an upsell. */
const ORDER_SUCCESS = {
  event: "order.success",
  mode: "live",
  mode_int: "2",
  thrivecart_account: "rerouted",
  thrivecart_secret: "TK432YH7UTR9",
  base_product: "2",
  order_id: "1007038",
  invoice_id: "000000004",
  currency: "usd",
  customer: { id: "4244502", email: "Ann@Example.com", first_name: "Ann", last_name: "Lee", name: "Ann Lee" },
  order: {
    total: "7198",
    charges: [
      { name: "Rerouted bundle", reference: "2", item_type: "product", amount: "2499", type: "single" },
      { name: "Visual Transformation Series", reference: "3", item_type: "upsell", amount: "4700", type: "single" },
    ],
  },
  purchases: ["Rerouted bundle", "Workbook bump", "Visual Transformation Series"],
  purchase_map: ["product-2", "bump-2", "upsell-3"],
  purchase_map_flat: "product-2,bump-2,upsell-3",
};

const read = (body: unknown): ThriveCartNotification => {
  const result = readThriveCartNotification(body);
  if (!result.ok) throw new Error(result.error);
  return result.notification;
};

describe("readThriveCartNotification", () => {
  it("reads a paid order: id, buyer, total in cents and every purchased item, priced by its charge", () => {
    expect(read(ORDER_SUCCESS)).toEqual({
      kind: "paid",
      event: "order.success",
      test: false,
      orderId: "1007038",
      email: "ann@example.com",
      name: "Ann Lee",
      currency: "USD",
      amountCents: 7198,
      // The bump has no charge of its own: no price is made up for it.
      items: [
        { key: "product-2", name: "Rerouted bundle", amount: 2499 },
        { key: "bump-2", name: "Workbook bump", amount: null },
        { key: "upsell-3", name: "Visual Transformation Series", amount: 4700 },
      ],
      unidentified: [],
      shipping: null,
      charges: {},
    });
  });

  it("reads the shipping address (else the buyer's address) and the tax", () => {
    const customer = {
      ...ORDER_SUCCESS.customer,
      address: { line1: "1 Billing Way", city: "Reno", state: "NV", zip: "89501", country: "us" },
      shipping_address: {
        line1: "5 Elm Street",
        line2: "Unit 2",
        city: "Austin",
        state: "TX",
        zip: 73301,
        country: "US",
      },
      contactno: "+1 512 555 0100",
    };
    const paid = read({ ...ORDER_SUCCESS, customer, order: { ...ORDER_SUCCESS.order, tax: "165" } });
    expect(paid).toMatchObject({
      shipping: {
        name: "Ann Lee",
        line1: "5 Elm Street",
        line2: "Unit 2",
        city: "Austin",
        state: "TX",
        postalCode: "73301",
        country: "US",
        phone: "+1 512 555 0100",
      },
      charges: { tax: 165 },
    });
    const billingOnly = read({ ...ORDER_SUCCESS, customer: { ...customer, shipping_address: undefined } });
    expect(billingOnly).toMatchObject({ shipping: { line1: "1 Billing Way", country: "US" } });
  });

  it("reads the coupon code the buyer used, upper case, and the order's total as what was paid", () => {
    const paid = read({
      ...ORDER_SUCCESS,
      coupon_code: " podcast20 ",
      order: { ...ORDER_SUCCESS.order, total: "5758" },
    });
    expect(paid).toMatchObject({ amountCents: 5758, charges: { coupon: "PODCAST20" } });
    expect(read({ ...ORDER_SUCCESS, coupon: "Launch" })).toMatchObject({ charges: { coupon: "LAUNCH" } });
    expect(read({ ...ORDER_SUCCESS, coupon_code: "" })).toMatchObject({ charges: {} });
  });

  it("reads the same order form encoded", () => {
    const form = new URLSearchParams([
      ["event", "order.success"],
      ["mode", "live"],
      ["thrivecart_secret", "TK432YH7UTR9"],
      ["base_product", "2"],
      ["order_id", "1007038"],
      ["currency", "USD"],
      ["customer[email]", "ann@example.com"],
      ["customer[first_name]", "Ann"],
      ["customer[last_name]", "Lee"],
      ["order[total]", "7198"],
      ["order[charges][0][name]", "Rerouted bundle"],
      ["order[charges][0][item_type]", "product"],
      ["order[charges][0][item_id]", "2"],
      ["order[charges][0][quantity]", "1"],
      ["order[charges][0][amount]", "2499"],
      ["order[charges][1][item_type]", "upsell"],
      ["order[charges][1][item_id]", "3"],
      ["order[charges][1][amount]", "4700"],
      ["purchase_map[0]", "product-2"],
      ["purchase_map[1]", "bump-2"],
      ["purchase_map[2]", "upsell-3"],
    ]).toString();
    expect(read(parseBracketForm(form))).toMatchObject({
      kind: "paid",
      orderId: "1007038",
      email: "ann@example.com",
      amountCents: 7198,
      items: [
        { key: "product-2", name: "", amount: 2499 },
        { key: "bump-2", name: "", amount: null },
        { key: "upsell-3", name: "" },
      ],
    });
  });

  it("marks test mode, and reads the order's charges when there is no purchase map", () => {
    const { purchase_map: _map, ...withoutMap } = ORDER_SUCCESS;
    expect(read({ ...withoutMap, mode: "test" })).toMatchObject({
      test: true,
      items: [
        { key: "product-2", name: "Rerouted bundle", amount: 2499 },
        { key: "upsell-3", name: "Visual Transformation Series", amount: 4700 },
      ],
      unidentified: [],
    });
  });

  it("reads an upsell's later order.success for the same order with the items it adds", () => {
    const upsell = {
      ...ORDER_SUCCESS,
      order: {
        total: "4700",
        charges: [{ name: "Course", reference: "5", item_type: "upsell", amount: "4700", type: "single" }],
      },
      purchases: ["Course"],
      purchase_map: ["upsell-5"],
      purchase_map_flat: "upsell-5",
    };
    expect(read(upsell)).toMatchObject({
      kind: "paid",
      event: "order.success",
      orderId: "1007038",
      amountCents: 4700,
      items: [{ key: "upsell-5", name: "Course", amount: 4700 }],
      unidentified: [],
    });
  });

  it("reads a rebill's item from its subscription, priced by none of its charges", () => {
    expect(
      read({
        event: "order.subscription_payment",
        order_id: "1007038",
        customer: { email: "ann@example.com" },
        subscription: { type: "upsell", id: "4", amount: "1700" },
        order: { charges: [{ item_type: "upsell", item_id: "4", amount: "1700" }] },
      }),
    ).toMatchObject({
      kind: "paid",
      event: "order.subscription_payment",
      // The rebill's charge is that payment, not a line of the order: it prices nothing.
      items: [{ key: "upsell-4", name: "", amount: null }],
      unidentified: [],
      amountCents: 0,
    });
    const { event: _event, ...order } = ORDER_SUCCESS;
    expect(read({ ...order, event: "order.subscription_payment" })).toMatchObject({
      items: [
        { key: "product-2", amount: null },
        { key: "bump-2", amount: null },
        { key: "upsell-3", amount: null },
      ],
    });
  });

  it("reads a refund and a cancelled subscription with the item they concern", () => {
    const base = { order_id: "1007038", customer: { email: "ann@example.com" }, mode: "live" };
    expect(read({ ...base, event: "order.refund", refund: { type: "upsell", id: "3", amount: "4700" } })).toEqual({
      kind: "refund",
      event: "order.refund",
      test: false,
      orderId: "1007038",
      email: "ann@example.com",
      item: "upsell-3",
    });
    expect(
      read({ ...base, event: "order.subscription_cancelled", subscription: { type: "product", id: "7" } }),
    ).toMatchObject({ kind: "cancelled", item: "product-7" });
    expect(read({ ...base, event: "order.refund" })).toMatchObject({ kind: "refund", item: null });
  });

  it("acknowledges events it does not handle without reading them", () => {
    expect(read({ event: "affiliate.commission_earned" })).toEqual({
      kind: "ignored",
      event: "affiliate.commission_earned",
    });
    expect(read({})).toEqual({ kind: "ignored", event: "" });
    expect(read(null)).toEqual({ kind: "ignored", event: "" });
  });

  it("refuses a handled event without an order id or a buyer's email, or with a malformed total", () => {
    const { order_id: _id, ...noOrder } = ORDER_SUCCESS;
    for (const bad of [
      noOrder,
      { ...ORDER_SUCCESS, customer: { email: "not-an-email" } },
      { ...ORDER_SUCCESS, customer: "ann@example.com" },
      { ...ORDER_SUCCESS, order: { total: "71.98" } },
      { ...ORDER_SUCCESS, order_id: "1007038; drop table" },
    ]) {
      expect(readThriveCartNotification(bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("itemsOfOrder", () => {
  const charges = [
    { item_type: "product", reference: "2", name: "Rerouted bundle", amount: "2499" },
    { item_type: "bump", item_id: "2", reference: "2", name: "Workbook bump", amount: "900" },
  ];

  it("takes purchase_map first, each item once, with the names of purchases", () => {
    expect(
      itemsOfOrder({
        purchaseMap: ["product-2", "Upsell-3", "product-2"],
        purchases: ["Rerouted bundle", "Series", "Rerouted bundle"],
        charges,
        baseProduct: "2",
      }),
    ).toEqual({
      items: [
        { key: "product-2", name: "Rerouted bundle", amount: 2499 },
        { key: "upsell-3", name: "Series", amount: null },
      ],
      unidentified: [],
    });
  });

  it("prices an item by all its charges, and not at all when one gives no amount in cents", () => {
    const priced = (more: { item_type: string; item_id: string; amount?: string }[]) =>
      itemsOfOrder({ purchaseMap: ["product-2", "bump-2"], charges: [...charges, ...more] }).items;
    expect(priced([{ item_type: "Product", item_id: "2", amount: "100" }])).toEqual([
      { key: "product-2", name: "", amount: 2599 },
      { key: "bump-2", name: "", amount: 900 },
    ]);
    for (const amount of [undefined, "24.99", "-2499", ""]) {
      expect(priced([{ item_type: "bump", item_id: "2", amount }]), String(amount)).toEqual([
        { key: "product-2", name: "", amount: 2499 },
        { key: "bump-2", name: "", amount: null },
      ]);
    }
  });

  it("reads the charges without purchase_map, and the front-end product without either", () => {
    expect(itemsOfOrder({ charges, baseProduct: "2" })).toEqual({
      items: [
        { key: "product-2", name: "Rerouted bundle", amount: 2499 },
        { key: "bump-2", name: "Workbook bump", amount: 900 },
      ],
      unidentified: [],
    });
    expect(itemsOfOrder({ purchaseMap: [], charges: [], baseProduct: "2" })).toEqual({
      items: [{ key: "product-2", name: "", amount: null }],
      unidentified: [],
    });
    expect(itemsOfOrder({})).toEqual({ items: [], unidentified: [] });
  });

  it("keeps what names no ThriveCart item as unidentified, so the order is not mapped whole", () => {
    expect(
      itemsOfOrder({
        charges: [
          ...charges,
          { type: "single", reference: "9", name: "Coaching call" },
          { item_type: "shipping", reference: "1", name: "Shipping" },
          { item_type: "upsell" },
        ],
      }),
    ).toEqual({
      items: [
        { key: "product-2", name: "Rerouted bundle", amount: 2499 },
        { key: "bump-2", name: "Workbook bump", amount: 900 },
      ],
      unidentified: ["Coaching call", "Shipping", "(unnamed)"],
    });
    expect(itemsOfOrder({ purchaseMap: ["product-2", "gift-7"], purchases: ["Rerouted bundle", "Gift"] })).toEqual({
      items: [{ key: "product-2", name: "Rerouted bundle", amount: null }],
      unidentified: ["gift-7 (Gift)"],
    });
    expect(itemsOfOrder({ purchaseMap: ["gift-7"] }).unidentified).toEqual(["gift-7"]);
  });
});

describe("withoutThriveCartSecret", () => {
  it("keeps everything but the secret word", () => {
    expect(
      withoutThriveCartSecret({ event: "order.success", thrivecart_secret: "TK432YH7UTR9", order_id: "1" }),
    ).toEqual({
      event: "order.success",
      order_id: "1",
    });
    expect(withoutThriveCartSecret(null)).toBeNull();
  });
});
