import { describe, expect, it } from "vitest";
import { productPageKind } from "./product-page";

describe("productPageKind", () => {
  it("plays audiobooks and videos, opens assessments and offers the file of the rest", () => {
    expect(productPageKind("audiobook")).toBe("player");
    expect(productPageKind("video")).toBe("player");
    expect(productPageKind("assessment")).toBe("assessment");
    expect(productPageKind("workbook")).toBe("document");
    expect(productPageKind("other")).toBe("document");
  });
});
