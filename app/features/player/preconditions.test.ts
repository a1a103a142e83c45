import { describe, expect, it } from "vitest";
import { evaluatePreconditions, parseEntityTagList } from "./preconditions";

const ETAG = '"abc-123"';
const get = (headers: { ifMatch?: string; ifNoneMatch?: string; ifRange?: string; range?: string }) =>
  evaluatePreconditions({ method: "GET", ...headers }, ETAG);

describe("parseEntityTagList", () => {
  it("reads lists with weak tags, spaces and commas inside tags", () => {
    expect(parseEntityTagList('"a", W/"b" ,"c,d"')).toEqual([
      { weak: false, opaque: "a" },
      { weak: true, opaque: "b" },
      { weak: false, opaque: "c,d" },
    ]);
    expect(parseEntityTagList(" * ")).toBe("*");
    expect(parseEntityTagList('abc, "ok"')).toEqual([{ weak: false, opaque: "ok" }]);
  });
});

describe("evaluatePreconditions (RFC 9110 13.2.2)", () => {
  it("serves the whole chapter without preconditions, and honours a plain Range", () => {
    expect(get({})).toEqual({ kind: "serve", useRange: false });
    expect(get({ range: "bytes=0-99" })).toEqual({ kind: "serve", useRange: true });
  });

  it("answers 304 when If-None-Match lists the current tag, weakly or by *", () => {
    expect(get({ ifNoneMatch: '"old", "abc-123"' })).toEqual({ kind: "not-modified" });
    expect(get({ ifNoneMatch: 'W/"abc-123"' })).toEqual({ kind: "not-modified" });
    expect(get({ ifNoneMatch: "*" })).toEqual({ kind: "not-modified" });
    expect(evaluatePreconditions({ method: "HEAD", ifNoneMatch: ETAG }, ETAG)).toEqual({ kind: "not-modified" });
  });

  it("answers 304 to If-None-Match with Range: the cached copy is current, no range needed", () => {
    expect(get({ ifNoneMatch: ETAG, range: "bytes=100-" })).toEqual({ kind: "not-modified" });
  });

  it("serves when If-None-Match names other versions", () => {
    expect(get({ ifNoneMatch: '"old", W/"older"', range: "bytes=5-9" })).toEqual({ kind: "serve", useRange: true });
  });

  it("fails If-Match unless a strong tag matches or * is sent", () => {
    expect(get({ ifMatch: '"other"' })).toEqual({ kind: "precondition-failed" });
    expect(get({ ifMatch: 'W/"abc-123"' })).toEqual({ kind: "precondition-failed" });
    expect(get({ ifMatch: '"other", "abc-123"', range: "bytes=0-1" })).toEqual({ kind: "serve", useRange: true });
    expect(get({ ifMatch: "*" })).toEqual({ kind: "serve", useRange: false });
  });

  it("evaluates If-Match before If-None-Match", () => {
    expect(get({ ifMatch: '"other"', ifNoneMatch: ETAG })).toEqual({ kind: "precondition-failed" });
  });

  it("honours Range with If-Range only for the current strong tag", () => {
    expect(get({ range: "bytes=0-9", ifRange: ETAG })).toEqual({ kind: "serve", useRange: true });
    expect(get({ range: "bytes=0-9", ifRange: '"old"' })).toEqual({ kind: "serve", useRange: false });
    expect(get({ range: "bytes=0-9", ifRange: 'W/"abc-123"' })).toEqual({ kind: "serve", useRange: false });
    // No Last-Modified is sent, so a date never validates.
    expect(get({ range: "bytes=0-9", ifRange: "Tue, 01 Jan 2030 00:00:00 GMT" })).toEqual({
      kind: "serve",
      useRange: false,
    });
  });

  it("gives HEAD the headers the same GET would get, ranges included", () => {
    expect(evaluatePreconditions({ method: "HEAD", range: "bytes=0-9" }, ETAG)).toEqual({
      kind: "serve",
      useRange: true,
    });
  });

  it("asks a write to fail rather than answering 304", () => {
    expect(evaluatePreconditions({ method: "POST", ifNoneMatch: "*" }, ETAG)).toEqual({ kind: "precondition-failed" });
  });
});
