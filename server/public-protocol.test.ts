import { describe, expect, it } from "vitest";
import { publicProtocol } from "./public-protocol";

describe("publicProtocol", () => {
  it("keeps what a trusted proxy's X-Forwarded-Proto said", () => {
    expect(publicProtocol({ protocol: "https", forwardedProto: "https", baseUrl: "http://site.example" })).toBe(
      "https",
    );
    expect(publicProtocol({ protocol: "http", forwardedProto: "http", baseUrl: "https://site.example" })).toBe("http");
  });

  it("falls back to BASE_URL's protocol when the proxy sends none", () => {
    expect(publicProtocol({ protocol: "http", forwardedProto: undefined, baseUrl: "https://site.example" })).toBe(
      "https",
    );
    expect(publicProtocol({ protocol: "http", forwardedProto: undefined, baseUrl: "http://localhost:3000" })).toBe(
      "http",
    );
  });
});
