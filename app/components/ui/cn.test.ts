import { describe, expect, it } from "vitest";
import { cn, withoutClassMerging } from "./cn";

describe("cn", () => {
  it("lets the last of two conflicting utilities win", () => {
    expect(cn("h-10 px-4", "h-11")).toBe("px-4 h-11");
  });

  it("joins without merging while a page hydrates, and merges again afterwards", () => {
    let during = "";
    withoutClassMerging(() => {
      during = cn("h-10 px-4", { hidden: false }, "h-11");
    });
    expect(during).toBe("h-10 px-4 h-11");
    expect(cn("h-10", "h-11")).toBe("h-11");
  });

  it("merges again even when the hydration threw", () => {
    expect(() =>
      withoutClassMerging(() => {
        throw new Error("hydration failed");
      }),
    ).toThrow("hydration failed");
    expect(cn("h-10", "h-11")).toBe("h-11");
  });
});
