import { describe, expect, it } from "vitest";
import { readPrice } from "./read-price";

describe("readPrice", () => {
  it.each([
    ["14.99", 14.99],
    ["$14.99", 14.99],
    [" $ 14.99 ", 14.99],
    ["US$14.99", 14.99],
    ["14.99$", 14.99],
    ["14.99 USD", 14.99],
    ["14,99", 14.99],
    ["$14,99", 14.99],
    ["14,9", 14.9],
    ["997", 997],
    ["$997", 997],
    ["1,499", 1499],
    ["$1,499.50", 1499.5],
    ["1,234,567.89", 1234567.89],
    ["29.5", 29.5],
    [".99", 0.99],
    ["0.01", 0.01],
    ["99999999.99", 99999999.99],
  ])("reads %j as %d dollars", (typed, dollars) => {
    expect(readPrice(typed)).toEqual({ ok: true, dollars });
  });

  it.each([
    "",
    "$",
    "0",
    "0.00",
    "$0",
    "-1",
    "-$5",
    "1.999",
    "14,999.5,0",
    "1,4999",
    "abc",
    "1e3",
    "123456789",
    "14.99.1",
    "Infinity",
    "NaN",
  ])("refuses %j", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: false });
  });

  it("names another currency's sign instead of reading its amount as dollars", () => {
    expect(readPrice("€14,99")).toEqual({ ok: false, currency: "€" });
    expect(readPrice("£20")).toEqual({ ok: false, currency: "£" });
    expect(readPrice("14.99 EUR")).toEqual({ ok: false, currency: "EUR" });
  });
});
