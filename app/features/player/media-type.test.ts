import { describe, expect, it } from "vitest";
import { mediaKindOf, mediaTypeOf } from "./media-type";

describe("mediaTypeOf", () => {
  it.each([
    ["audio/p/1-chapter.mp3", "audio/mpeg"],
    ["a.m4a", "audio/mp4"],
    ["book.M4B", "audio/mp4"],
    ["a.ogg", "audio/ogg"],
    ["a.opus", "audio/ogg"],
    ["a.wav", "audio/wav"],
    ["a.flac", "audio/flac"],
    ["lesson.mp4", "video/mp4"],
    ["lesson.webm", "video/webm"],
    ["documents/p/1-workbook.pdf", "application/pdf"],
    ["guide.epub", "application/epub+zip"],
  ])("%s is %s", (name, type) => {
    expect(mediaTypeOf(name)).toBe(type);
  });

  it("falls back to a download type for anything else, so nothing is sniffed as a page", () => {
    expect(mediaTypeOf("notes.html")).toBe("application/octet-stream");
    expect(mediaTypeOf("no-extension")).toBe("application/octet-stream");
  });
});

describe("mediaKindOf", () => {
  it("plays video files in a video element and everything else as audio", () => {
    expect(mediaKindOf("lesson.mp4")).toBe("video");
    expect(mediaKindOf("chapter.m4b")).toBe("audio");
  });
});
