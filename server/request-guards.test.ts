import { describe, expect, it } from "vitest";
import { allowedMethods, bodyLimitFor, bodyRefusal, methodReachesRoutes, urlHasNul } from "./request-guards";

describe("methods", () => {
  it("lets GET, HEAD and POST through everywhere", () => {
    for (const method of ["GET", "HEAD", "POST"]) {
      expect(methodReachesRoutes(method, "/login")).toBe(true);
      expect(methodReachesRoutes(method, "/api/products/p1/bookmarks/b1")).toBe(true);
    }
  });

  it("refuses PUT, PATCH, DELETE, TRACE and OPTIONS on pages and endpoints", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      expect(methodReachesRoutes(method, "/login")).toBe(false);
      expect(methodReachesRoutes(method, "/api/products/p1/bookmarks")).toBe(false);
      expect(methodReachesRoutes(method, "/admin/actions")).toBe(false);
    }
    expect(allowedMethods("/login")).toEqual(["GET", "HEAD", "POST"]);
  });

  it("lets DELETE reach a bookmark, and only DELETE is advertised there", () => {
    expect(methodReachesRoutes("DELETE", "/api/products/p1/bookmarks/b1")).toBe(true);
    expect(methodReachesRoutes("PUT", "/api/products/p1/bookmarks/b1")).toBe(false);
    expect(allowedMethods("/api/products/p1/bookmarks/b1")).toEqual(["DELETE"]);
  });
});

describe("urlHasNul", () => {
  it("finds an encoded NUL in the path or the query, in either case", () => {
    expect(urlHasNul("/admin?tab=users&q=%00")).toBe(true);
    expect(urlHasNul("/reset-password?token=ab%00cd")).toBe(true);
    expect(urlHasNul("/product/%00")).toBe(true);
    expect(urlHasNul("/x?q=%2500")).toBe(false);
    expect(urlHasNul("/admin?tab=users&q=ann%40example.com")).toBe(false);
  });
});

describe("bodyLimitFor", () => {
  it("allows 64 KB everywhere but the upload routes, which enforce their own", () => {
    expect(bodyLimitFor("/login")).toBe(65_536);
    expect(bodyLimitFor("/reset-password")).toBe(65_536);
    expect(bodyLimitFor("/api/webhooks/purchase")).toBe(65_536);
    expect(bodyLimitFor("/admin/uploads/audio")).toBeNull();
    expect(bodyLimitFor("/email/unsubscribe/abc.def")).toBeNull();
    expect(bodyLimitFor("/email/confirm/abc.def")).toBe(65_536);
  });
});

describe("bodyRefusal", () => {
  it("refuses a declared length past 64 KB with 413, and accepts 64 KB exactly", () => {
    expect(bodyRefusal("/login", { "content-length": String(50 * 1024 * 1024) })?.status).toBe(413);
    expect(bodyRefusal("/reset-password", { "content-length": "65537" })?.status).toBe(413);
    expect(bodyRefusal("/login", { "content-length": "65536" })).toBeNull();
    expect(bodyRefusal("/login", {})).toBeNull();
  });

  it("refuses a chunked body without a length with 411, except on the upload routes", () => {
    expect(bodyRefusal("/login", { "transfer-encoding": "chunked" })).toEqual({
      status: 411,
      error: "Send this request with a Content-Length.",
    });
    expect(bodyRefusal("/admin/uploads/audio", { "transfer-encoding": "chunked" })).toBeNull();
    expect(bodyRefusal("/admin/uploads/audio", { "content-length": String(400 * 1024 * 1024) })).toBeNull();
  });
});
