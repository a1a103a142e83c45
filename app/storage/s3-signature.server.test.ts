import { describe, expect, it } from "vitest";
import { presignS3Get, signS3Request } from "./s3-signature.server";

describe("signS3Request", () => {
  // The worked "GET Object" example of AWS's Signature Version 4 documentation for S3.
  it("reproduces AWS's published signature for a ranged GET", () => {
    const headers = signS3Request({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      credentials: {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
      },
      now: new Date("2013-05-24T00:00:00Z"),
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs unsigned-payload requests and changes with the key", () => {
    const base = {
      method: "PUT",
      url: new URL("http://127.0.0.1:4568/bucket/audio/p/1-a.mp3"),
      credentials: { accessKeyId: "K", secretAccessKey: "S", region: "us-east-1" },
      now: new Date("2026-01-01T00:00:00Z"),
    };
    const a = signS3Request(base);
    const b = signS3Request({ ...base, url: new URL("http://127.0.0.1:4568/bucket/audio/p/2-a.mp3") });
    expect(a["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
    expect(a.authorization).not.toBe(b.authorization);
  });

  it("signs the session token of temporary credentials as x-amz-security-token", () => {
    const headers = signS3Request({
      method: "GET",
      url: new URL("https://bucket.s3.amazonaws.com/a.mp3"),
      credentials: {
        accessKeyId: "ASIAEXAMPLE",
        secretAccessKey: "S",
        region: "us-east-1",
        sessionToken: "FwoG/token",
      },
      now: new Date("2026-01-01T00:00:00Z"),
    });
    expect(headers["x-amz-security-token"]).toBe("FwoG/token");
    expect(headers.authorization).toContain("SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,");
  });
});

describe("presignS3Get", () => {
  // The worked presigned-URL example of AWS's "Authenticating Requests: Using Query Parameters".
  it("reproduces AWS's published presigned URL", () => {
    const url = presignS3Get({
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      credentials: {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
      },
      now: new Date("2013-05-24T00:00:00Z"),
      expiresSeconds: 86_400,
    });
    expect(url.href).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
});
