import { describe, expect, it } from "vitest";
import { entryProps } from "./entry";

describe("entryProps", () => {
  it("captures UTM tags and the external referrer's domain", () => {
    expect(
      entryProps(
        "https://rerouted.example/book?utm_source=Facebook&utm_medium=cpc&utm_campaign=launch&x=1",
        "https://www.instagram.com/p/abc",
      ),
    ).toEqual({ utm_source: "facebook", utm_medium: "cpc", utm_campaign: "launch", referrer_domain: "instagram.com" });
  });

  it("ignores our own pages as referrers, and empty or broken values", () => {
    expect(entryProps("https://rerouted.example/book", "https://rerouted.example/")).toEqual({});
    expect(entryProps("https://www.rerouted.example/book", "https://rerouted.example/")).toEqual({});
    expect(entryProps("https://rerouted.example/?utm_source=", "not a url")).toEqual({});
  });
});
