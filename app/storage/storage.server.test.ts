import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, parseStorageUrl } from "./s3-storage.server";
import { assertSafeKey, createLocalStorage, InvalidStorageKeyError, type Storage } from "./storage.server";

// A real S3-compatible server (keys S3RVER/S3RVER) as the protocol peer: paths,
// ranges, HEAD, DELETE, errors. It checks the access key but not v4 signatures;
// s3-signature.server.test.ts checks those against AWS's published example.
let s3: S3rver;
let s3Url = "";
beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "rerouted-s3rver-")),
    configureBuckets: [{ name: "media" }],
  });
  const { port } = await s3.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/media/site?region=us-east-1`;
});
afterAll(async () => {
  await s3?.close();
});

const backends: [string, () => Storage][] = [
  ["local directory", () => createLocalStorage(mkdtempSync(join(tmpdir(), "rerouted-storage-")))],
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
    await expect(wrong.size("x.txt")).rejects.toThrow(/403/);
  });

  it("reads endpoint, bucket, prefix, region and credentials from STORAGE_URL", () => {
    expect(parseStorageUrl("https://AK%2F1:se%2Bcret@s3.eu-west-1.amazonaws.com/bucket/a/b?region=eu-west-1")).toEqual({
      endpoint: new URL("https://s3.eu-west-1.amazonaws.com"),
      bucket: "bucket",
      prefix: "a/b",
      credentials: { accessKeyId: "AK/1", secretAccessKey: "se+cret", region: "eu-west-1" },
    });
    expect(() => parseStorageUrl("https://s3.example.com/bucket")).toThrow(/credentials/);
    expect(() => parseStorageUrl("ftp://a:b@host/bucket")).toThrow(/http/);
  });
});

describe("local storage", () => {
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
