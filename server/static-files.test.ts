import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { afterAll, describe, expect, it, vi } from "vitest";
import { cacheControlOf, isClientAbort, staticFiles } from "./static-files";

const root = mkdtempSync(join(tmpdir(), "static-files-"));
writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the middleware for a GET Range of `path` (streamed, not from memory) with a response whose sendFile fails with `error` before any header. */
function serveFailing(path: string, error: Error) {
  const next = vi.fn<(error?: unknown) => void>();
  const res = {
    headersSent: false,
    setHeader() {},
    removeHeader() {},
    sendFile(_file: string, _options: unknown, done: (error?: Error) => void) {
      done(error);
    },
  } as unknown as Response;
  staticFiles(root)(
    { method: "GET", path, headers: { range: "bytes=0-3" } } as unknown as Request,
    res,
    next as NextFunction,
  );
  return next;
}

describe("staticFiles", () => {
  it("does not report a visitor who went away before the file was sent", () => {
    const aborted = Object.assign(new Error("Request aborted"), { code: "ECONNABORTED" });
    expect(isClientAbort(aborted)).toBe(true);
    expect(serveFailing("/robots.txt", aborted)).not.toHaveBeenCalled();
  });

  it("passes any other failure on to the error handler", () => {
    const failure = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    expect(isClientAbort(failure)).toBe(false);
    expect(serveFailing("/robots.txt", failure)).toHaveBeenCalledWith(failure);
  });
});

it("keeps hashed assets a year, the service worker never without asking, the rest an hour", () => {
  expect(cacheControlOf("/assets/entry.client-AbC123.js")).toBe("public, max-age=31536000, immutable");
  expect(cacheControlOf("/sw.js")).toBe("no-cache");
  expect(cacheControlOf("/manifest.webmanifest")).toBe("public, max-age=3600");
});
