import { describe, expect, it } from "vitest";
import { contentRange, decideByteRange } from "./byte-range";

const SIZE = 10_000;

describe("decideByteRange (RFC 9110 section 14)", () => {
  it("sends the whole file without a Range header", () => {
    expect(decideByteRange(undefined, SIZE)).toEqual({ kind: "full" });
    expect(decideByteRange("", SIZE)).toEqual({ kind: "full" });
  });

  it("serves bytes=0-1 as the first two bytes", () => {
    const decision = decideByteRange("bytes=0-1", SIZE);
    expect(decision).toEqual({ kind: "partial", start: 0, end: 1 });
    expect(contentRange(decision, SIZE)).toBe("bytes 0-1/10000");
  });

  it("serves an inner range inclusive of both ends", () => {
    expect(decideByteRange("bytes=500-999", SIZE)).toEqual({ kind: "partial", start: 500, end: 999 });
  });

  it("serves an open-ended range to the last byte", () => {
    expect(decideByteRange("bytes=9500-", SIZE)).toEqual({ kind: "partial", start: 9500, end: 9999 });
    expect(decideByteRange("bytes=0-", SIZE)).toEqual({ kind: "partial", start: 0, end: 9999 });
  });

  it("serves a suffix range as the last N bytes", () => {
    expect(decideByteRange("bytes=-500", SIZE)).toEqual({ kind: "partial", start: 9500, end: 9999 });
  });

  it("serves the whole file for a suffix longer than the file", () => {
    expect(decideByteRange("bytes=-20000", SIZE)).toEqual({ kind: "partial", start: 0, end: 9999 });
  });

  it("clamps a last position past the end to the last byte", () => {
    const decision = decideByteRange("bytes=9990-123456", SIZE);
    expect(decision).toEqual({ kind: "partial", start: 9990, end: 9999 });
    expect(contentRange(decision, SIZE)).toBe("bytes 9990-9999/10000");
  });

  it("serves the single last byte", () => {
    expect(decideByteRange("bytes=9999-9999", SIZE)).toEqual({ kind: "partial", start: 9999, end: 9999 });
  });

  it("cannot satisfy a first position at or past the end", () => {
    for (const header of ["bytes=10000-", "bytes=10000-10010", "bytes=99999999999999999999-"]) {
      const decision = decideByteRange(header, SIZE);
      expect(decision, header).toEqual({ kind: "unsatisfiable" });
      expect(contentRange(decision, SIZE)).toBe("bytes */10000");
    }
  });

  it("cannot satisfy a zero-length suffix or any range of an empty file", () => {
    expect(decideByteRange("bytes=-0", SIZE)).toEqual({ kind: "unsatisfiable" });
    expect(decideByteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(decideByteRange("bytes=-5", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("accepts the unit in any case and whitespace around the range", () => {
    expect(decideByteRange("Bytes= 0-1 ", SIZE)).toEqual({ kind: "partial", start: 0, end: 1 });
  });

  it.each([
    ["an unknown unit", "items=0-1"],
    ["a missing equals sign", "bytes 0-1"],
    ["a reversed range", "bytes=5-1"],
    ["a lone dash", "bytes=-"],
    ["non-digits", "bytes=a-b"],
    ["a negative first position", "bytes=--1"],
    ["several ranges", "bytes=0-1,5-6"],
  ])("ignores %s and sends the whole file", (_case, header) => {
    expect(decideByteRange(header, SIZE)).toEqual({ kind: "full" });
  });

  it("gives no Content-Range for a whole-file answer", () => {
    expect(contentRange({ kind: "full" }, SIZE)).toBeNull();
  });
});
