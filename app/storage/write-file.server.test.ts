import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { writeStreamToFile } from "./write-file.server";

/** The paths this process holds open, as Linux lists them. */
const openPaths = () =>
  readdirSync("/proc/self/fd").map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return "";
    }
  });

const tempRoot = mkdtempSync(join(tmpdir(), "rerouted-write-"));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

describe("writeStreamToFile", () => {
  it("writes the whole body", async () => {
    const path = join(mkdtempSync(join(tempRoot, "case-")), "body");
    await writeStreamToFile(Readable.from(["chapter ", "one"]), path);
    expect(readFileSync(path, "utf8")).toBe("chapter one");
  });

  it("rejects a body that fails midway only once its file is created and closed, so removing it then removes it", async () => {
    const path = join(mkdtempSync(join(tempRoot, "case-")), "body");
    const failing = new Readable({
      read() {
        this.push("partial");
        this.destroy(new Error("client went away"));
      },
    });
    await expect(writeStreamToFile(failing, path)).rejects.toThrow("client went away");
    expect(existsSync(path)).toBe(true);
    expect(openPaths()).not.toContain(path);
  });
});
