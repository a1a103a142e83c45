import { describe, expect, it } from "vitest";
import { isDark, parseTheme, THEME_BOOT_SCRIPT, THEME_KEY } from "./theme";

describe("theme preference", () => {
  it("defaults to system for missing or unknown values", () => {
    expect(parseTheme(null)).toBe("system");
    expect(parseTheme("sepia")).toBe("system");
    expect(parseTheme("dark")).toBe("dark");
  });

  it("follows the system only when the choice is system", () => {
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("dark", false)).toBe(true);
  });

  it("reads the same localStorage key in the pre-paint script", () => {
    expect(THEME_KEY).toBe("theme");
    expect(THEME_BOOT_SCRIPT).toContain('localStorage.getItem("theme")');
  });
});
