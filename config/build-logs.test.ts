import { describe, expect, it } from "vitest";
import { isNoise } from "./build-logs";

describe("isNoise", () => {
  it('drops the "use client" lines of dependencies', () => {
    expect(
      isNoise({ code: "MODULE_LEVEL_DIRECTIVE", message: "", id: "/p/node_modules/@radix-ui/x/dist/index.mjs" }),
    ).toBe(true);
  });

  it("keeps what concerns our own code, and every other message", () => {
    expect(isNoise({ code: "MODULE_LEVEL_DIRECTIVE", message: "", id: "/p/app/components/ui/toaster.tsx" })).toBe(
      false,
    );
    expect(isNoise({ code: "MISSING_EXPORT", message: "", id: "/p/node_modules/zod/v4/core/util.js" })).toBe(false);
    expect(isNoise({ code: "CIRCULAR_DEPENDENCY", message: "" })).toBe(false);
  });
});
