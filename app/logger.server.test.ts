import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asyncStdout, createLogger } from "./logger.server";

describe("asyncStdout", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function output() {
    const dir = mkdtempSync(join(tmpdir(), "rerouted-log-"));
    dirs.push(dir);
    const path = join(dir, "out.log");
    const fd = openSync(path, "w");
    return { fd, read: () => readFileSync(path, "utf8"), close: () => closeSync(fd) };
  }

  it("writes a lone line of an idle server without waiting for more (the batch's timer)", async () => {
    const out = output();
    createLogger("info", asyncStdout(out.fd)).info("only line");
    await vi.waitFor(() => expect(out.read()).toContain('"message":"only line"'), { timeout: 10_000 });
    out.close();
  });

  it("keeps every line of a burst, in order", async () => {
    const out = output();
    const log = createLogger("info", asyncStdout(out.fd));
    for (let i = 0; i < 500; i += 1) log.info(`line ${i}`);
    await vi.waitFor(() => expect(out.read()).toContain('"message":"line 499"'), { timeout: 10_000 });
    const messages = out
      .read()
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toEqual(Array.from({ length: 500 }, (_, i) => `line ${i}`));
    out.close();
  });
});
