import { describe, expect, it } from "vitest";
import { isActivePath } from "./react-router";

// React Router's NavLink rule, which the header's links follow on the island pages too.
describe("isActivePath", () => {
  it("is active on its own path", () => {
    expect(isActivePath("/book", "/book")).toBe(true);
    expect(isActivePath("/", "/")).toBe(true);
  });

  it("is active below its path, at a segment boundary only", () => {
    expect(isActivePath("/rerouted/thank-you", "/rerouted")).toBe(true);
    expect(isActivePath("/rerouted-other", "/rerouted")).toBe(false);
    expect(isActivePath("/bookx", "/book")).toBe(false);
  });

  it("is not active below its path with `end`", () => {
    expect(isActivePath("/rerouted/thank-you", "/rerouted", true)).toBe(false);
  });

  it("leaves the home link inactive on every other page", () => {
    expect(isActivePath("/book", "/")).toBe(false);
    expect(isActivePath("/assessment", "/")).toBe(false);
  });

  it("accepts a link path written with a trailing slash", () => {
    expect(isActivePath("/rerouted/complete", "/rerouted/")).toBe(true);
  });
});
