import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, R2, B2…).
 * Payloads are sent unsigned (UNSIGNED-PAYLOAD, allowed by S3) so uploads
 * stream without hashing the file first.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Temporary credentials (STS, instance roles) come with a session token, sent as x-amz-security-token. */
  sessionToken?: string;
}

const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value, "utf8").digest();
const sha256Hex = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** RFC 3986 encoding as SigV4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Returns the headers to send: the given ones plus host, x-amz-date,
 * x-amz-content-sha256 and Authorization.
 */
export function signS3Request(options: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  credentials: S3Credentials;
  now: Date;
  payloadHash?: string;
}): Record<string, string> {
  const { method, url, credentials, now } = options;
  const payloadHash = options.payloadHash ?? UNSIGNED_PAYLOAD;
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {
    ...options.headers,
    host: url.host,
    "x-amz-date": date,
    "x-amz-content-sha256": payloadHash,
    ...(credentials.sessionToken ? { "x-amz-security-token": credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((name) => `${name}:${String(lowered[name]).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  const canonicalPath = url.pathname
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/**
 * A presigned GET (SigV4 in the query string): anyone holding the URL may
 * read the object until it expires, with no credentials of their own.
 * `params` (such as response-content-type) are signed with it.
 */
export function presignS3Get(options: {
  url: URL;
  credentials: S3Credentials;
  now: Date;
  expiresSeconds: number;
  params?: Record<string, string>;
}): URL {
  const { credentials, now } = options;
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const url = new URL(options.url);
  const query: Record<string, string> = {
    ...options.params,
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${credentials.accessKeyId}/${scope}`,
    "X-Amz-Date": date,
    "X-Amz-Expires": String(options.expiresSeconds),
    ...(credentials.sessionToken ? { "X-Amz-Security-Token": credentials.sessionToken } : {}),
    "X-Amz-SignedHeaders": "host",
  };
  const canonicalQuery = Object.entries(query)
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalPath = url.pathname
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");
  const canonicalRequest = ["GET", canonicalPath, canonicalQuery, `host:${url.host}\n`, "host", UNSIGNED_PAYLOAD].join(
    "\n",
  );
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  url.search = `${canonicalQuery}&X-Amz-Signature=${signature}`;
  return url;
}
