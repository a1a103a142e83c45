import { describe, expect, it } from "vitest";
import { isThriveCartSecret } from "./thrivecart-secret.server";

describe("isThriveCartSecret", () => {
  it("accepts only the account's exact secret word", () => {
    expect(isThriveCartSecret("TK432YH7UTR9", "TK432YH7UTR9")).toBe(true);
    expect(isThriveCartSecret("TK432YH7UTR9", "TK432YH7UTR8")).toBe(false);
    expect(isThriveCartSecret("TK432YH7UTR9", "TK432YH7UTR")).toBe(false);
    expect(isThriveCartSecret("TK432YH7UTR9", "tk432yh7utr9")).toBe(false);
  });

  it("refuses a missing, empty or non-text secret", () => {
    for (const given of [undefined, null, "", 42, ["TK432YH7UTR9"]]) {
      expect(isThriveCartSecret("TK432YH7UTR9", given)).toBe(false);
    }
  });
});
