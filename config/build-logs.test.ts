import { describe, expect, it } from "vitest";
import { isNoise } from "./build-logs";

describe("isNoise", () => {
  it("drops empty route chunks, chunk-merging progress and dependencies' comments", () => {
    expect(isNoise({ code: "EMPTY_BUNDLE", message: 'Generated an empty chunk: "logout".' })).toBe(true);
    expect(isNoise({ code: "OPTIMIZE_CHUNK_STATUS", message: "Initially, there are\n133 chunks" })).toBe(true);
    expect(isNoise({ code: "INVALID_ANNOTATION", message: "", id: "/p/node_modules/zod/v4/core/util.js" })).toBe(true);
    expect(
      isNoise({ code: "MODULE_LEVEL_DIRECTIVE", message: "", id: "/p/node_modules/@radix-ui/x/dist/index.mjs" }),
    ).toBe(true);
  });

  it("keeps what concerns our own code", () => {
    expect(isNoise({ code: "INVALID_ANNOTATION", message: "", id: "/p/app/lib/forms.ts" })).toBe(false);
    expect(isNoise({ code: "MODULE_LEVEL_DIRECTIVE", message: "", id: "/p/app/components/ui/toaster.tsx" })).toBe(
      false,
    );
    expect(isNoise({ code: "CIRCULAR_DEPENDENCY", message: "" })).toBe(false);
  });
});
