import { describe, expect, it } from "vitest";
import { thriveCartEmbed } from "./thrivecart-embed";

const offer = {
  provider: "thrivecart",
  cartUrl: "https://rerouted.thrivecart.com/program-full/",
  thrivecartProductId: "12",
} as const;

describe("thriveCartEmbed", () => {
  it("reads the account from the checkout link and the product from the ThriveCart product ID", () => {
    expect(thriveCartEmbed(offer)).toEqual({
      "data-thrivecart-account": "rerouted",
      "data-thrivecart-tpl": "v2",
      "data-thrivecart-product": "12",
    });
    expect(thriveCartEmbed({ ...offer, thrivecartProductId: "product-12" })?.["data-thrivecart-product"]).toBe("12");
  });

  it("has no popup for other providers, upsells, bumps, or checkouts off thrivecart.com", () => {
    expect(thriveCartEmbed({ ...offer, provider: "link" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, provider: "stripe" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, thrivecartProductId: "upsell-3" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, thrivecartProductId: "bump-12" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, thrivecartProductId: "" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, cartUrl: "https://pay.grace-author.org/program" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, cartUrl: "https://evil.com/?x=.thrivecart.com" })).toBeNull();
    expect(thriveCartEmbed({ ...offer, cartUrl: "http://rerouted.thrivecart.com/p/" })).toBeNull();
  });
});
