import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { presignS3Get, signS3Request, type S3Credentials } from "./s3-signature.server";
import { assertSafeKey, StorageUnavailableError, type Storage } from "./storage.server";
import { writeStreamToFile } from "./write-file.server";

/**
 * STORAGE_URL = https://ACCESS_KEY_ID:SECRET@endpoint[:port]/bucket[/prefix]?region=us-east-1[&session_token=…]
 * Path-style requests, which AWS, Ceph RGW, MinIO, Cloudflare R2 and
 * Backblaze B2 all accept. Decision 008 explains why this is a small
 * client of our own rather than the AWS SDK.
 */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  /** Decoded key prefix (no leading or trailing slash); "" for none. */
  prefix: string;
  credentials: S3Credentials;
}

/** A TCP (and TLS) connection must be up within this. */
const S3_CONNECT_TIMEOUT_MS = 5_000;
/** The response headers must arrive, and the body keep flowing, within this. */
const S3_RESPONSE_TIMEOUT_MS = 20_000;

export function parseStorageUrl(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error("STORAGE_URL must be an http(s) URL: https://KEY:SECRET@endpoint/bucket?region=…");
  }
  // The path is percent-encoded in the URL; keys are encoded once, when a request is made.
  const [bucket, ...prefix] = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (!bucket || !url.username || !url.password) {
    throw new Error("STORAGE_URL needs credentials and a bucket: https://KEY:SECRET@endpoint/bucket");
  }
  const sessionToken = url.searchParams.get("session_token");
  return {
    endpoint: new URL(`${url.protocol}//${url.host}`),
    bucket,
    prefix: prefix.join("/"),
    credentials: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region: url.searchParams.get("region") ?? "us-east-1",
      ...(sessionToken ? { sessionToken } : {}),
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

/** Refused credentials or a missing bucket: the backend is misconfigured, not the object missing. */
function unavailable(status: number | undefined, what: string, detail = ""): StorageUnavailableError {
  const reason =
    status === 403 ? "credentials refused" : status === 404 ? "bucket not found" : `answered ${status ?? "nothing"}`;
  return new StorageUnavailableError(`S3 ${what}: ${reason} (HTTP ${status ?? "-"}) ${detail}`.trim());
}

export function createS3Storage(
  location: S3Location,
  timeouts: { connectMs?: number; responseMs?: number } = {},
): Storage {
  const connectMs = timeouts.connectMs ?? S3_CONNECT_TIMEOUT_MS;
  const responseMs = timeouts.responseMs ?? S3_RESPONSE_TIMEOUT_MS;
  const bucketUrl = new URL(`/${encodeURIComponent(location.bucket)}`, location.endpoint);
  const objectUrl = (key: string) => {
    const path = [location.bucket, location.prefix, assertSafeKey(key)].filter(Boolean).join("/");
    return new URL(`/${path.split("/").map(encodeURIComponent).join("/")}`, location.endpoint);
  };

  /**
   * One signed request with both timeouts. The returned request is what a
   * caller destroys to drop the upstream connection at once.
   */
  function send(
    method: string,
    url: URL,
    headers: Record<string, string> = {},
    body?: Readable,
  ): { request: ClientRequest; response: Promise<IncomingMessage> } {
    const signed = signS3Request({ method, url, headers, credentials: location.credentials, now: new Date() });
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, { method, headers: signed });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      request.on("response", resolve);
      request.on("error", (error) =>
        reject(
          error instanceof StorageUnavailableError
            ? error
            : new StorageUnavailableError(`S3 ${method}: ${error.message}`),
        ),
      );
    });
    const connectTimer = setTimeout(
      () => request.destroy(new StorageUnavailableError(`S3 ${method}: no connection within ${connectMs} ms`)),
      connectMs,
    );
    request.on("socket", (socket) => {
      // A reused keep-alive socket is already connected.
      if (!socket.connecting) clearTimeout(connectTimer);
      else socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
    });
    request.on("close", () => clearTimeout(connectTimer));
    // Socket inactivity: no response headers, or a body that stopped flowing.
    request.setTimeout(responseMs, () =>
      request.destroy(new StorageUnavailableError(`S3 ${method}: no answer within ${responseMs} ms`)),
    );
    if (body) body.on("error", (error) => request.destroy(error)).pipe(request);
    else request.end();
    return { request, response };
  }

  async function failure(response: IncomingMessage, what: string): Promise<Error> {
    let detail = "";
    for await (const chunk of response) detail += chunk;
    if (response.statusCode === 403 || (response.statusCode === 404 && detail.includes("NoSuchBucket"))) {
      return unavailable(response.statusCode, what, detail.slice(0, 200));
    }
    return new S3Error(
      response.statusCode ?? 0,
      `S3 ${what} failed with ${response.statusCode}: ${detail.slice(0, 300)}`,
    );
  }

  /** HEAD has no body to tell a missing key from a missing bucket: ask about the bucket. */
  async function bucketExists(): Promise<boolean> {
    const response = await send("HEAD", bucketUrl).response;
    response.resume();
    if (response.statusCode === 404) return false;
    if (response.statusCode === 403) throw unavailable(403, "HEAD bucket");
    if (!response.statusCode || response.statusCode >= 300) throw unavailable(response.statusCode, "HEAD bucket");
    return true;
  }

  return {
    async put(key, body) {
      // S3 needs the length up front; spool to a temporary file so a
      // large upload is never held in memory (docs/admin.md, uploads).
      const dir = await mkdtemp(join(tmpdir(), "rerouted-upload-"));
      const spool = join(dir, "body");
      try {
        await writeStreamToFile(body, spool);
        const { size } = await stat(spool);
        const response = await send("PUT", objectUrl(key), { "content-length": String(size) }, createReadStream(spool))
          .response;
        if (!response.statusCode || response.statusCode >= 300) throw await failure(response, `PUT ${key}`);
        response.resume();
        return { size };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async size(key) {
      const response = await send("HEAD", objectUrl(key)).response;
      response.resume();
      if (response.statusCode === 404) {
        if (!(await bucketExists())) throw unavailable(404, `HEAD ${key}`);
        return null;
      }
      if (response.statusCode === 403) throw unavailable(403, `HEAD ${key}`);
      if (!response.statusCode || response.statusCode >= 300) {
        throw new S3Error(response.statusCode ?? 0, `S3 HEAD ${key} failed with ${response.statusCode}`);
      }
      return Number(response.headers["content-length"] ?? 0);
    },
    readUrl(key, { expiresSeconds, contentType }) {
      return presignS3Get({
        url: objectUrl(key),
        credentials: location.credentials,
        now: new Date(),
        expiresSeconds,
        params: { "response-content-type": contentType },
      }).href;
    },
    read(key, range) {
      const out = new PassThrough();
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const { request, response } = send("GET", objectUrl(key), headers);
      // The reader went away (a listener seeking, a closed tab): drop the
      // upstream connection now rather than letting S3 finish sending.
      out.on("close", () => {
        if (!request.destroyed) request.destroy();
      });
      response
        .then(async (upstream) => {
          if (upstream.statusCode !== 200 && upstream.statusCode !== 206) {
            out.destroy(await failure(upstream, `GET ${key}`));
            return;
          }
          upstream.on("error", (error) => out.destroy(error));
          upstream.pipe(out);
        })
        .catch((error: Error) => out.destroy(error));
      return out;
    },
    async remove(key) {
      const response = await send("DELETE", objectUrl(key)).response;
      if (response.statusCode === 404) {
        const error = await failure(response, `DELETE ${key}`);
        if (error instanceof StorageUnavailableError) throw error;
        return;
      }
      if (!response.statusCode || response.statusCode >= 300) throw await failure(response, `DELETE ${key}`);
      response.resume();
    },
    async ping() {
      if (!(await bucketExists())) throw unavailable(404, "HEAD bucket");
    },
  };
}
