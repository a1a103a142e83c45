import { describe, expect, it } from "vitest";
import { parseUrlEncoded } from "~/lib/security/form-encoding";
import { nestBracketFields } from "./bracket-form";

const parseBracketForm = (body: string) => nestBracketFields(parseUrlEncoded(body)!);

describe("parseBracketForm", () => {
  it("nests bracketed names and turns numbered keys into lists", () => {
    const body =
      "event=order.success&customer%5Bemail%5D=ann%40example.com&customer%5Baddress%5D%5Bcountry%5D=US" +
      "&order%5Bcharges%5D%5B0%5D%5Bamount%5D=1499&order%5Bcharges%5D%5B1%5D%5Bamount%5D=4700" +
      "&purchase_map%5B%5D=product-2&purchase_map%5B%5D=upsell-3";
    expect(JSON.parse(JSON.stringify(parseBracketForm(body)))).toEqual({
      event: "order.success",
      customer: { email: "ann@example.com", address: { country: "US" } },
      order: { charges: [{ amount: "1499" }, { amount: "4700" }] },
      purchase_map: ["product-2", "upsell-3"],
    });
  });

  it("never lets a field name reach Object.prototype", () => {
    const parsed = parseBracketForm("__proto__%5Bpolluted%5D=1&a%5B__proto__%5D%5Bx%5D=1&constructor=2");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(["a"]);
  });

  it("keeps names that are not the bracket convention whole, and drops over-deep ones", () => {
    expect({ ...parseBracketForm("a%5Bb%5Dc=1&%5Bx%5D=2") }).toEqual({ "a[b]c": "1", "[x]": "2" });
    expect({ ...parseBracketForm("a[1][2][3][4][5][6]=deep&ok=1") }).toEqual({ ok: "1" });
  });
});
