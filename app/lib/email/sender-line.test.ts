import { describe, expect, it } from "vitest";
import { senderLineOf } from "./sender-line";

describe("senderLineOf", () => {
  it("puts the business and every line of its address on one line", () => {
    expect(
      senderLineOf({ businessName: "Grace Mensah Books LLC", postalAddress: "PO Box 12\r\n\nNashville, TN 37201 " }),
    ).toBe("Grace Mensah Books LLC, PO Box 12, Nashville, TN 37201");
    expect(senderLineOf({ businessName: "", postalAddress: "" })).toBe("");
  });
});
