import { describe, expect, it } from "vitest";
import { embedUrlOf, isPlaceholderVideo, parseVideo } from "./video-embed";

describe("parseVideo", () => {
  it("reads YouTube links of every common shape and a bare id", () => {
    for (const input of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(parseVideo(input), input).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    }
  });

  it("reads Vimeo links and numeric ids", () => {
    expect(parseVideo("76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideo("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideo("https://player.vimeo.com/video/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
  });

  it("refuses other sites, plain http and script", () => {
    expect(parseVideo("https://evil.example.org/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(parseVideo("http://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(parseVideo("javascript:alert(1)")).toBeNull();
    expect(parseVideo("https://vimeo.com/channels/staff")).toBeNull();
    expect(parseVideo("<script>")).toBeNull();
  });
});

describe("embedUrlOf", () => {
  it("uses the privacy-enhanced players the CSP allows", () => {
    expect(embedUrlOf({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedUrlOf({ provider: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871");
  });
});

it("knows the shipped placeholders", () => {
  expect(isPlaceholderVideo("VIDEO_ID_BOOK_TRAILER")).toBe(true);
  expect(isPlaceholderVideo("dQw4w9WgXcQ")).toBe(false);
});
