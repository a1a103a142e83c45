import { describe, expect, it } from "vitest";
import { resultText, warningsText } from "./action-result";

describe("resultText", () => {
  it("is the notice an admin change made without JavaScript shows", () => {
    expect(resultText({ ok: true, message: "Bundle saved" })).toBe("Bundle saved");
    expect(
      resultText({
        ok: true,
        message: "Bundle saved",
        warnings: ["THRIVECART_SECRET is not set", "This offer grants no library product"],
      }),
    ).toBe("Bundle saved. THRIVECART_SECRET is not set. This offer grants no library product.");
    expect(resultText({ ok: false, message: "Price is required" })).toBe("Price is required");
    expect(resultText({ ok: false, title: "Error granting access", message: "No such user" })).toBe(
      "Error granting access: No such user",
    );
  });

  it("writes warnings as sentences", () => {
    expect(warningsText(["One", "Two"])).toBe("One. Two.");
    expect(warningsText([])).toBe("");
  });
});
