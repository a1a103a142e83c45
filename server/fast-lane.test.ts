import { describe, expect, it } from "vitest";
import { fastLaneOf } from "./fast-lane";

const CHAPTER = "0b6f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b";
const get = (url: string, headers: Record<string, string> = {}, method = "GET") => fastLaneOf({ method, url, headers });

describe("fastLaneOf", () => {
  it("takes GET and HEAD of a build file, decoded, and leaves its ranges to sendFile", () => {
    expect(get("/assets/entry-AbC1.css")).toEqual({ kind: "file", path: "/assets/entry-AbC1.css" });
    expect(get("/fonts/a%20b.woff2?v=1", {}, "HEAD")).toEqual({ kind: "file", path: "/fonts/a b.woff2" });
    expect(get("/assets/entry-AbC1.css", { range: "bytes=0-9" })).toBeNull();
    expect(get("/%E0%A4%A")).toBeNull();
  });

  it("takes / and /book for a visitor without a session or coupon, whatever else the query says", () => {
    expect(get("/")).toEqual({ kind: "page", path: "/" });
    expect(get("/book?utm_source=newsletter")).toEqual({ kind: "page", path: "/book" });
    // Two codes are no code to Express's query parser either.
    expect(get("/book?coupon=LAUNCH&coupon=OTHER")).toEqual({ kind: "page", path: "/book" });
    expect(get("/book/")).toEqual({ kind: "file", path: "/book/" });
  });

  it("leaves a page with a session cookie or a coupon (link or cookie) to the Express app", () => {
    expect(get("/", { cookie: "theme=dark; rerouted.session_token=abc" })).toBeNull();
    expect(get("/", { cookie: "__Secure-rerouted.session_token=abc" })).toBeNull();
    expect(get("/book?coupon=LAUNCH")).toBeNull();
    expect(get("/book", { cookie: "rr_coupon=LAUNCH" })).toBeNull();
  });

  it("takes a chapter request with one signed token; without one the session decides", () => {
    expect(get(`/media/chapters/${CHAPTER}?token=t.o.k.en`)).toEqual({
      kind: "media",
      chapterId: CHAPTER,
      token: "t.o.k.en",
    });
    expect(get(`/media/chapters/${CHAPTER}`)).toBeNull();
    expect(get(`/media/chapters/${CHAPTER}?token=a&token=b`)).toBeNull();
    expect(get(`/media/chapters/${CHAPTER}/captions?token=t`)).toEqual({
      kind: "file",
      path: `/media/chapters/${CHAPTER}/captions`,
    });
  });

  it("leaves other methods, NULs, refused bodies and absolute-form targets to the Express app", () => {
    expect(get("/", {}, "POST")).toBeNull();
    expect(get("/?x=%00")).toBeNull();
    expect(get("/", { "content-length": String(65 * 1024) })).toBeNull();
    expect(get("/", { "transfer-encoding": "chunked" })).toBeNull();
    expect(get("http://example.com/")).toBeNull();
  });
});
