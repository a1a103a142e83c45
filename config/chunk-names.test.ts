import { describe, expect, it } from "vitest";
import { sharedChunkName } from "./chunk-names";

describe("sharedChunkName", () => {
  it("names a chunk after its first module of the app, not after a route that imports it", () => {
    expect(sharedChunkName(["/src/app/content/images.ts", "/src/app/lib/site-image.tsx"], "admin.actions")).toBe(
      "images",
    );
  });

  it("marks a chunk holding admin code", () => {
    expect(sharedChunkName(["/src/app/components/ui/cn.ts", "/src/app/features/admin/schemas.ts"], "x")).toBe(
      "admin-cn",
    );
    expect(sharedChunkName(["/src/app/routes/admin.tsx"], "x")).toBe("admin");
  });

  it("marks a chunk holding the player's or the library's code", () => {
    expect(sharedChunkName(["/src/app/features/player/playback.ts"], "x")).toBe("player-playback");
    expect(sharedChunkName(["/src/app/lib/format.ts", "/src/app/routes/product.tsx"], "x")).toBe("player-format");
    expect(sharedChunkName(["/src/app/features/library/filter.ts"], "x")).toBe("library-filter");
  });

  it("keeps Rollup's name for a chunk of packages only", () => {
    expect(sharedChunkName(["/src/node_modules/react/index.js"], "index")).toBe("index");
  });
});
