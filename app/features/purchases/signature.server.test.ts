import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidSignature, signBody } from "./signature.server";

const SECRET = "a-secret-of-at-least-thirty-two-chars!";

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of the raw body", () => {
    const body = '{"orderId":"1"}';
    expect(signBody(SECRET, body)).toBe(`sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`);
  });

  it("accepts only the exact body with the right secret", () => {
    const body = '{"orderId":"1"}';
    const header = signBody(SECRET, body);
    expect(isValidSignature(SECRET, body, header)).toBe(true);
    expect(isValidSignature(SECRET, body + " ", header)).toBe(false);
    expect(isValidSignature("another-secret-of-thirty-two-chars!!", body, header)).toBe(false);
    expect(isValidSignature(SECRET, body, header.slice(0, -1))).toBe(false);
    expect(isValidSignature(SECRET, body, null)).toBe(false);
    expect(isValidSignature(SECRET, body, "")).toBe(false);
  });
});
