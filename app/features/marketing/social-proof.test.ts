import { describe, expect, it } from "vitest";
import { SOCIAL_PROOF_TIMING } from "~/content/book";
import { socialProofAt } from "./social-proof";

const options = { visibleMs: 5_000, everyMs: 15_000, count: 5 };

describe("socialProofAt", () => {
  it("stays hidden for the first 10 s, then shows the first buyer for 5 s", () => {
    expect(socialProofAt(0, options)).toEqual({ index: 0, visible: false });
    expect(socialProofAt(9_999, options)).toEqual({ index: 0, visible: false });
    expect(socialProofAt(10_000, options)).toEqual({ index: 0, visible: true });
    expect(socialProofAt(14_999, options)).toEqual({ index: 0, visible: true });
  });

  it("shows the next buyer every 15 s and cycles back to the first after the fifth", () => {
    expect(socialProofAt(15_000, options)).toEqual({ index: 1, visible: false });
    expect(socialProofAt(25_000, options)).toEqual({ index: 1, visible: true });
    expect(socialProofAt(4 * 15_000 + 10_000, options)).toEqual({ index: 4, visible: true });
    expect(socialProofAt(5 * 15_000 + 10_000, options)).toEqual({ index: 0, visible: true });
  });

  it("is visible exactly a third of the time", () => {
    let visible = 0;
    for (let ms = 0; ms < 75_000; ms += 1_000) if (socialProofAt(ms, options).visible) visible += 1;
    expect(visible).toBe(25);
  });

  it("never shows anything without buyers", () => {
    expect(socialProofAt(12_000, { ...options, count: 0 }).visible).toBe(false);
  });

  it("uses SPEC's figures, 5 s visible every 15 s", () => {
    expect(SOCIAL_PROOF_TIMING).toEqual({ visibleMs: 5_000, everyMs: 15_000 });
  });
});
