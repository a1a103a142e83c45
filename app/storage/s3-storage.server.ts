import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { signS3Request, type S3Credentials } from "./s3-signature.server";
import { assertSafeKey, type Storage } from "./storage.server";

/**
 * STORAGE_URL = https://ACCESS_KEY_ID:SECRET@endpoint[:port]/bucket[/prefix]?region=us-east-1
 * Path-style requests, which AWS, MinIO, Cloudflare R2 and Backblaze B2 all accept.
 */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  prefix: string;
  credentials: S3Credentials;
}

export function parseStorageUrl(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error("STORAGE_URL must be an http(s) URL: https://KEY:SECRET@endpoint/bucket?region=…");
  }
  const [bucket, ...prefix] = url.pathname.split("/").filter(Boolean);
  if (!bucket || !url.username || !url.password) {
    throw new Error("STORAGE_URL needs credentials and a bucket: https://KEY:SECRET@endpoint/bucket");
  }
  return {
    endpoint: new URL(`${url.protocol}//${url.host}`),
    bucket,
    prefix: prefix.join("/"),
    credentials: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region: url.searchParams.get("region") ?? "us-east-1",
    },
  };
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createS3Storage(location: S3Location): Storage {
  const objectUrl = (key: string) => {
    const path = [location.bucket, location.prefix, assertSafeKey(key)].filter(Boolean).join("/");
    return new URL(`/${path.split("/").map(encodeURIComponent).join("/")}`, location.endpoint);
  };

  function send(
    method: string,
    key: string,
    headers: Record<string, string> = {},
    body?: Readable,
  ): Promise<IncomingMessage> {
    const url = objectUrl(key);
    const signed = signS3Request({ method, url, headers, credentials: location.credentials, now: new Date() });
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers: signed }, resolve);
      req.on("error", reject);
      if (body) body.on("error", (error) => req.destroy(error)).pipe(req);
      else req.end();
    });
  }

  async function expectOk(response: IncomingMessage, what: string): Promise<void> {
    if (response.statusCode && response.statusCode < 300) {
      response.resume();
      return;
    }
    let detail = "";
    for await (const chunk of response) detail += chunk;
    throw new S3Error(
      response.statusCode ?? 0,
      `S3 ${what} failed with ${response.statusCode}: ${detail.slice(0, 300)}`,
    );
  }

  return {
    async put(key, body) {
      // S3 needs the length up front; spool to a temporary file so a
      // large upload is never held in memory.
      const dir = await mkdtemp(join(tmpdir(), "rerouted-upload-"));
      const spool = join(dir, "body");
      try {
        await pipeline(body, createWriteStream(spool));
        const { size } = await stat(spool);
        const response = await send("PUT", key, { "content-length": String(size) }, createReadStream(spool));
        await expectOk(response, `PUT ${key}`);
        return { size };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async size(key) {
      const response = await send("HEAD", key);
      response.resume();
      if (response.statusCode === 404) return null;
      if (!response.statusCode || response.statusCode >= 300) {
        throw new S3Error(response.statusCode ?? 0, `S3 HEAD ${key} failed with ${response.statusCode}`);
      }
      return Number(response.headers["content-length"] ?? 0);
    },
    read(key, range) {
      const out = new PassThrough();
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      send("GET", key, headers)
        .then((response) => {
          if (response.statusCode !== 200 && response.statusCode !== 206) {
            response.resume();
            out.destroy(new S3Error(response.statusCode ?? 0, `S3 GET ${key} failed with ${response.statusCode}`));
            return;
          }
          response.on("error", (error) => out.destroy(error));
          response.pipe(out);
        })
        .catch((error: Error) => out.destroy(error));
      return out;
    },
    async remove(key) {
      const response = await send("DELETE", key);
      if (response.statusCode === 404) {
        response.resume();
        return;
      }
      await expectOk(response, `DELETE ${key}`);
    },
  };
}
