import { describe, expect, it } from "vitest";
import { minutesInWords, minutesLabel, productDuration, wholeMinutes, wholeSeconds } from "./duration";

describe("wholeSeconds", () => {
  it("rounds a file's exact length down", () => {
    expect(wholeSeconds(12.6)).toBe(12);
    expect(wholeSeconds(12.0)).toBe(12);
    expect(wholeSeconds(0.4)).toBe(0);
  });
  it("treats a missing or broken length as 0", () => {
    expect(wholeSeconds(Number.NaN)).toBe(0);
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBe(0);
    expect(wholeSeconds(-3)).toBe(0);
  });
});

describe("productDuration", () => {
  it("is the sum of the chapters' whole seconds", () => {
    expect(productDuration([12, 11, 13])).toBe(36);
    expect(productDuration([12, 11, 13, 7])).toBe(43);
    expect(productDuration([12.6, 11.9])).toBe(23);
    expect(productDuration([])).toBe(0);
  });
});

describe("minutes", () => {
  it("are whole minutes rounded down (SPEC section 9)", () => {
    expect(wholeMinutes(59)).toBe(0);
    expect(wholeMinutes(60)).toBe(1);
    expect(wholeMinutes(179)).toBe(2);
  });
  it("say 'under a minute' in an email below 60 seconds", () => {
    expect(minutesInWords(12)).toBe("under a minute");
    expect(minutesInWords(59.9)).toBe("under a minute");
    expect(minutesInWords(60)).toBe("1 minute");
    expect(minutesInWords(61)).toBe("1 minute");
    expect(minutesInWords(150)).toBe("2 minutes");
  });
  it("label a card 'under 1 min' below 60 seconds", () => {
    expect(minutesLabel(36)).toBe("under 1 min");
    expect(minutesLabel(7200)).toBe("120 min");
  });
});
