import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, parseStorageUrl } from "./s3-storage.server";
import {
  assertSafeKey,
  createLocalStorage,
  InvalidStorageKeyError,
  StorageUnavailableError,
  type Storage,
} from "./storage.server";

// A real S3-compatible server (keys S3RVER/S3RVER) as the protocol peer: paths,
// ranges, HEAD, DELETE, errors. It checks the access key but not v4 signatures;
// s3-signature.server.test.ts checks those against AWS's published example.
let s3: S3rver;
let s3Url = "";
/** The bucket's files and every local-storage root live under one folder, removed when the file ends. */
const tempRoot = mkdtempSync(join(tmpdir(), "rerouted-storage-"));
const tempDir = (prefix: string) => mkdtempSync(join(tempRoot, prefix));
beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir("s3rver-"),
    configureBuckets: [{ name: "media" }],
  });
  const { port } = await s3.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/media/site?region=us-east-1`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(tempRoot, { recursive: true, force: true });
});

const backends: [string, () => Storage][] = [
  ["local directory", () => createLocalStorage(tempDir("local-"))],
  ["S3-compatible bucket", () => createS3Storage(parseStorageUrl(s3Url))],
];

describe.each(backends)("storage on a %s", (_name, create) => {
  it("stores, sizes, reads ranges of and removes an object", async () => {
    const storage = create();
    expect(await storage.put("audio/p1/1-a b.mp3", Readable.from(["0123456789"]))).toEqual({ size: 10 });
    expect(await storage.size("audio/p1/1-a b.mp3")).toBe(10);
    expect(await text(storage.read("audio/p1/1-a b.mp3", { start: 2, end: 4 }))).toBe("234");
    expect(await text(storage.read("audio/p1/1-a b.mp3"))).toBe("0123456789");
    await storage.remove("audio/p1/1-a b.mp3");
    expect(await storage.size("audio/p1/1-a b.mp3")).toBeNull();
  });

  it("answers null for a missing object and fails the stream when reading one", async () => {
    const storage = create();
    expect(await storage.size("audio/none.mp3")).toBeNull();
    await expect(text(storage.read("audio/none.mp3"))).rejects.toThrow();
  });
});

describe("S3 storage", () => {
  it("surfaces the server's refusal of unknown credentials", async () => {
    const wrong = createS3Storage(parseStorageUrl(s3Url.replace("S3RVER:S3RVER", "NOBODY:secret")));
    await expect(wrong.put("x.txt", Readable.from(["x"]))).rejects.toThrow(/403/);
    // Refused credentials are an outage of the backend, never "this object does not exist".
    await expect(wrong.size("x.txt")).rejects.toThrow(StorageUnavailableError);
    await expect(wrong.ping()).rejects.toThrow(StorageUnavailableError);
  });

  it("tells a missing bucket from a missing object", async () => {
    const storage = createS3Storage(parseStorageUrl(s3Url));
    expect(await storage.size("audio/none.mp3")).toBeNull();
    await storage.ping();
    const noBucket = createS3Storage(parseStorageUrl(s3Url.replace("/media/", "/no-such-bucket/")));
    await expect(noBucket.size("audio/none.mp3")).rejects.toThrow(/bucket not found/);
    await expect(noBucket.ping()).rejects.toThrow(StorageUnavailableError);
  });

  it("gives up on a server that accepts the connection and never answers", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const storage = createS3Storage(parseStorageUrl(`http://K:S@127.0.0.1:${port}/media`), { responseMs: 300 });
      await expect(storage.size("a.mp3")).rejects.toThrow(/no answer within 300 ms/);
      await expect(text(storage.read("a.mp3"))).rejects.toThrow(StorageUnavailableError);
    } finally {
      silent.close();
    }
  });

  it("reads endpoint, bucket, prefix, region and credentials from STORAGE_URL", () => {
    expect(parseStorageUrl("https://AK%2F1:se%2Bcret@s3.eu-west-1.amazonaws.com/bucket/a/b?region=eu-west-1")).toEqual({
      endpoint: new URL("https://s3.eu-west-1.amazonaws.com"),
      bucket: "bucket",
      prefix: "a/b",
      credentials: { accessKeyId: "AK/1", secretAccessKey: "se+cret", region: "eu-west-1" },
    });
    // A percent-encoded prefix is decoded once here and encoded once per request, never twice.
    expect(parseStorageUrl("http://k:s@127.0.0.1:9000/media/my%20site/v%2B1").prefix).toBe("my site/v+1");
    // Temporary credentials carry a session token.
    expect(
      parseStorageUrl("https://ASIA1:s@s3.amazonaws.com/b?region=us-east-1&session_token=FwoG%2Ftoken").credentials,
    ).toEqual({ accessKeyId: "ASIA1", secretAccessKey: "s", region: "us-east-1", sessionToken: "FwoG/token" });
    expect(() => parseStorageUrl("https://s3.example.com/bucket")).toThrow(/credentials/);
    expect(() => parseStorageUrl("ftp://a:b@host/bucket")).toThrow(/http/);
  });
});

describe("local storage", () => {
  it("leaves no file behind when an upload fails midway", async () => {
    const root = tempDir("local-");
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
