import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "rerouted-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second owner, naming the first one's pid, until it releases", async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by another Rerouted process (pid ${process.pid})`);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it("takes over the lock of a process that was killed", async () => {
    const dir = tempDir();
    // Another process takes the lock and dies with SIGKILL: its socket file stays behind.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `require("node:net").createServer().listen(${JSON.stringify(join(dir, ".rerouted.lock"))}, () => console.log("ready"))`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()));
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    expect(existsSync(join(dir, ".rerouted.lock"))).toBe(true);

    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it("locks a folder whose path is too long for a socket file", async () => {
    const dir = join(tempDir(), "x".repeat(120));
    mkdirSync(dir);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });
});
