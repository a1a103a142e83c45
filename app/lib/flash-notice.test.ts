import { describe, expect, it } from "vitest";
import { flashNoticeText } from "./flash-notice";

describe("flashNoticeText", () => {
  it.each([
    ["password-updated", "Your password has been updated. Sign in with the new one."],
    ["password-set", "Your password is set. Sign in to open your library."],
    ["two-factor-on", "Two-factor authentication is on. Signing in now needs a code from your app."],
    ["two-factor-off", "Two-factor authentication is off."],
  ])("reads the key %s as its notice", (key, text) => {
    expect(flashNoticeText(key)).toBe(text);
  });

  it("reads anything else as no notice, inherited names included", () => {
    for (const key of ["", "toString", "__proto__", "Your password has been updated.", 1, null, undefined]) {
      expect(flashNoticeText(key)).toBeNull();
    }
  });
});
