import { describe, expect, it } from "vitest";
import { spokenDuration } from "./spoken-time";

describe("spokenDuration", () => {
  it("says minutes and seconds in words", () => {
    expect(spokenDuration(243)).toBe("4 minutes, 3 seconds");
    expect(spokenDuration(243.9)).toBe("4 minutes, 3 seconds");
    expect(spokenDuration(61)).toBe("1 minute, 1 second");
  });
  it("leaves out the parts that are zero", () => {
    expect(spokenDuration(120)).toBe("2 minutes");
    expect(spokenDuration(3600)).toBe("1 hour");
    expect(spokenDuration(8045)).toBe("2 hours, 14 minutes, 5 seconds");
    expect(spokenDuration(7)).toBe("7 seconds");
  });
  it("says 0 seconds at the start", () => {
    expect(spokenDuration(0)).toBe("0 seconds");
    expect(spokenDuration(Number.NaN)).toBe("0 seconds");
  });
});
