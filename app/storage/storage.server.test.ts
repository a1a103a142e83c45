import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { assertSafeKey, createLocalStorage, InvalidStorageKeyError } from "./storage.server";

describe("local storage", () => {
  it("stores, sizes, reads ranges of and removes an object", async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "rerouted-storage-")));
    expect(await storage.put("audio/p1/1-a.mp3", Readable.from(["0123456789"]))).toEqual({ size: 10 });
    expect(await storage.size("audio/p1/1-a.mp3")).toBe(10);
    expect(await text(storage.read("audio/p1/1-a.mp3", { start: 2, end: 4 }))).toBe("234");
    expect(await text(storage.read("audio/p1/1-a.mp3"))).toBe("0123456789");
    await storage.remove("audio/p1/1-a.mp3");
    expect(await storage.size("audio/p1/1-a.mp3")).toBeNull();
  });

  it("leaves no file behind when an upload fails midway", async () => {
    const root = mkdtempSync(join(tmpdir(), "rerouted-storage-"));
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.push("partial");
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("images/x.png", failing)).rejects.toThrow("client went away");
    expect(readdirSync(join(root, "images"))).toEqual([]);
  });

  it.each(["../etc/passwd", "/etc/passwd", "a/../../b", ""])("refuses the key %j", (key) => {
    expect(() => assertSafeKey(key)).toThrow(InvalidStorageKeyError);
  });
});
