import { describe, expect, it } from "vitest";
import { FUNNELS, funnelRows } from "./funnels";

describe("funnelRows", () => {
  const steps = FUNNELS[0]!.steps.slice(0, 3);

  it("gives conversion from the previous step and from the start, to one decimal", () => {
    expect(funnelRows(steps, [200, 50, 10])).toEqual([
      { label: steps[0]!.label, visitors: 200, fromPrevious: 100, fromStart: 100 },
      { label: steps[1]!.label, visitors: 50, fromPrevious: 25, fromStart: 25 },
      { label: steps[2]!.label, visitors: 10, fromPrevious: 20, fromStart: 5 },
    ]);
    expect(funnelRows(steps, [3, 1, 1])[1]!.fromPrevious).toBe(33.3);
  });

  it("shows zeros, not NaN, for an empty funnel", () => {
    expect(funnelRows(steps, [0, 0, 0]).map((r) => [r.fromPrevious, r.fromStart])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe("FUNNELS", () => {
  it("follows the book funnel order of the design", () => {
    expect(FUNNELS[0]!.steps.map((s) => s.match.path ?? s.match.name)).toEqual([
      "/book",
      "checkout_started",
      "/rerouted/thank-you",
      "/rerouted/upsell-ai",
      "/rerouted/book-creation",
      "/rerouted/complete",
    ]);
  });
});
