import { describe, expect, it } from "vitest";
import { AppError, describeError } from "./app-error";

describe("describeError", () => {
  it.each([
    ["bad_request", 400],
    ["unauthenticated", 401],
    ["forbidden", 403],
    ["not_found", 404],
    ["method_not_allowed", 405],
    ["conflict", 409],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
    ["rate_limited", 429],
    ["internal", 500],
    ["unavailable", 503],
  ] as const)("maps the code %s to HTTP %i", (code, status) => {
    expect(describeError(new AppError(code)).status).toBe(status);
  });

  it("shows the thrower's message, or the code's own sentence", () => {
    expect(describeError(new AppError("not_found", "Product not found.")).message).toBe("Product not found.");
    expect(describeError(new AppError("payload_too_large")).message).toBe("The request is too large.");
  });

  it("never trusts the status an arbitrary error carries", () => {
    const forged = Object.assign(new Error("secret internals"), { status: 404, statusCode: 404, expose: true });
    expect(describeError(forged)).toEqual({
      code: "internal",
      status: 500,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(describeError({ status: 400 }).status).toBe(500);
    expect(describeError("text").status).toBe(500);
  });

  it("answers a URL the router could not decode with 400", () => {
    expect(describeError(new URIError("Failed to decode param '%E0%A4%A'")).status).toBe(400);
  });
});
