import { describe, expect, it } from "vitest";
import { currentCueIndex, parseWebVtt, webVttProblem, WEBVTT_MAX_BYTES } from "./webvtt";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("webVttProblem", () => {
  it("takes a file whose first line is WEBVTT, with or without a byte order mark or a title", () => {
    expect(webVttProblem(bytes("WEBVTT\n\n00:00.000 --> 00:01.000\nHi"))).toBeNull();
    expect(webVttProblem(bytes("\uFEFFWEBVTT - Chapter one\r\n"))).toBeNull();
    expect(webVttProblem(bytes("WEBVTT"))).toBeNull();
  });

  it("refuses anything else, naming the problem", () => {
    expect(webVttProblem(bytes(""))).toBe("The file is empty");
    expect(webVttProblem(bytes("1\n00:00:00,000 --> 00:00:01,000\nAn SRT file"))).toBe(
      "The file is not WebVTT: its first line must be WEBVTT",
    );
    expect(webVttProblem(bytes("WEBVTTX\n"))).toBe("The file is not WebVTT: its first line must be WEBVTT");
    expect(webVttProblem(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff]))).toBe(
      "The file is not UTF-8 text",
    );
    expect(webVttProblem(new Uint8Array(WEBVTT_MAX_BYTES + 1))).toBe("The file is larger than 1 MB");
  });
});

describe("parseWebVtt", () => {
  it("reads the cues' times and plain text, skipping notes, styles and broken timings", () => {
    const file = [
      "WEBVTT",
      "",
      "NOTE written by hand",
      "",
      "intro",
      "00:00.500 --> 00:02.250 align:start",
      "<v Narrator>Welcome &amp; hello</v>",
      "",
      "00:01:02.000 --> 01:00:03.000",
      "Line one",
      "<i>line two</i>",
      "",
      "00:05.000 --> 00:04.000",
      "ends before it starts",
      "",
      "not a cue",
    ].join("\n");
    expect(parseWebVtt(file)).toEqual([
      { start: 0.5, end: 2.25, text: "Welcome & hello" },
      { start: 62, end: 3603, text: "Line one\nline two" },
    ]);
  });
});

describe("currentCueIndex", () => {
  const cues = [
    { start: 0, end: 2, text: "a" },
    { start: 2, end: 5, text: "b" },
    { start: 4, end: 6, text: "c" },
  ];
  it("finds the cue being spoken, the later one where two overlap, and none in a gap", () => {
    expect(currentCueIndex(cues, 0)).toBe(0);
    expect(currentCueIndex(cues, 2)).toBe(1);
    expect(currentCueIndex(cues, 4.5)).toBe(2);
    expect(currentCueIndex(cues, 6)).toBe(-1);
    expect(currentCueIndex([], 1)).toBe(-1);
  });
});
