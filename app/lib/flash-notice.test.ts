import { describe, expect, it } from "vitest";
import { readFlashNotice } from "./flash-notice";

describe("readFlashNotice", () => {
  it.each([
    ["password-updated", "Your password has been updated. Sign in with the new one."],
    ["password-set", "Your password is set. Sign in to open your library."],
    ["email-confirmed", "Your email is confirmed and your password is set. Sign in to open the admin area."],
    ["two-factor-on", "Two-factor authentication is on. Signing in now needs a code from your app."],
    ["two-factor-off", "Two-factor authentication is off."],
  ])("reads the key %s as its notice", (key, text) => {
    expect(readFlashNotice(key)).toEqual({ text, ok: true });
  });

  it("reads an action's result with its outcome", () => {
    expect(readFlashNotice({ message: "Access granted", ok: true })).toEqual({ text: "Access granted", ok: true });
    expect(readFlashNotice({ message: "Price must be a positive amount", ok: false })).toEqual({
      text: "Price must be a positive amount",
      ok: false,
    });
  });

  it("reads anything else as no notice, inherited names included", () => {
    const others = [
      "",
      "toString",
      "__proto__",
      "Your password has been updated.",
      1,
      null,
      undefined,
      { message: "", ok: true },
      { message: "Saved" },
      { message: 3, ok: false },
      ["password-set"],
    ];
    for (const value of others) expect(readFlashNotice(value)).toBeNull();
  });
});
