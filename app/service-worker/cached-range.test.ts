import { describe, expect, it } from "vitest";
import { cachedRangeAnswer } from "./cached-range";

const MP3 = "audio/mpeg";

describe("cachedRangeAnswer: a stored chapter of 10000 bytes", () => {
  it("answers <audio>'s first request, bytes=0-, with the whole file as a 206", () => {
    expect(cachedRangeAnswer("bytes=0-", 10_000, MP3)).toEqual({
      status: 206,
      start: 0,
      end: 9999,
      headers: {
        "Accept-Ranges": "bytes",
        "Content-Type": MP3,
        "Cache-Control": "no-store",
        "Content-Range": "bytes 0-9999/10000",
        "Content-Length": "10000",
      },
    });
  });

  it("slices a seek's range", () => {
    const answer = cachedRangeAnswer("bytes=4000-4999", 10_000, MP3);
    expect(answer).toMatchObject({ status: 206, start: 4000, end: 4999 });
    expect(answer.headers["Content-Range"]).toBe("bytes 4000-4999/10000");
    expect(answer.headers["Content-Length"]).toBe("1000");
  });

  it("clamps a range past the end and serves a suffix", () => {
    expect(cachedRangeAnswer("bytes=9000-20000", 10_000, MP3)).toMatchObject({ status: 206, start: 9000, end: 9999 });
    expect(cachedRangeAnswer("bytes=-100", 10_000, MP3)).toMatchObject({ status: 206, start: 9900, end: 9999 });
  });

  it("answers 416 for a range starting past the end", () => {
    expect(cachedRangeAnswer("bytes=10000-", 10_000, MP3)).toEqual({
      status: 416,
      headers: {
        "Accept-Ranges": "bytes",
        "Content-Type": MP3,
        "Cache-Control": "no-store",
        "Content-Range": "bytes */10000",
        "Content-Length": "0",
      },
    });
  });

  it("sends the whole file without a Range header", () => {
    expect(cachedRangeAnswer(null, 10_000, MP3)).toMatchObject({
      status: 200,
      headers: { "Content-Length": "10000" },
    });
  });
});
