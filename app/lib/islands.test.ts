import { describe, expect, it } from "vitest";
import { islandDataJson, islandOf } from "./islands";

describe("islandOf", () => {
  it.each([
    ["/", "home"],
    ["/book", "book"],
    ["/book/", "book"],
    ["/rerouted", "rerouted"],
    ["/rerouted/thank-you", "thank-you"],
    ["/rerouted/upsell-ai", "upsell-ai"],
    ["/rerouted/upsell-course", "upsell-course"],
    ["/rerouted/book-creation", "book-creation"],
    ["/rerouted/complete", "complete"],
    ["/assessment", "assessment"],
    ["/author-journey-assessment", "author-journey-assessment"],
    ["/rerouted/book-creation-application", "book-creation-application"],
  ])("hydrates the sales page %s as the island %s", (path, island) => {
    expect(islandOf(path)).toBe(island);
  });

  it.each([
    "/login",
    "/dashboard",
    "/admin",
    "/product/abc",
    "/rerouted/other",
    "/bookx",
    "/account/security",
    "/toString",
  ])("leaves %s to React Router", (path) => {
    expect(islandOf(path)).toBeNull();
  });
});

describe("islandDataJson", () => {
  it("cannot close its script element, whatever a value holds", () => {
    const json = islandDataJson({
      matches: [{ id: "root", handle: null, data: { name: "</script><script>alert(1)</script>" } }],
    });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      matches: [{ id: "root", handle: null, data: { name: "</script><script>alert(1)</script>" } }],
    });
  });
});
