import { describe, expect, it } from "vitest";
import { embedUrlOf, isPlaceholderVideo, isSiteVideoUrl, parseVideo, siteVideoKey, videoProblem } from "./video-embed";

describe("parseVideo", () => {
  it("reads YouTube links of every common shape and a bare id", () => {
    for (const input of [
      "dQw4w9WgXcQ",
      " dQw4w9WgXcQ ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(parseVideo(input), input).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    }
    expect(parseVideo("aqz-KE-bpKQ")).toEqual({ provider: "youtube", id: "aqz-KE-bpKQ" });
  });

  it("reads Vimeo links and numeric ids", () => {
    expect(parseVideo("76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideo("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideo("https://player.vimeo.com/video/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
  });

  it("reads Loom share and embed links and bare ids", () => {
    const id = "0281766fa2d04bb788eaf19e65135184";
    for (const input of [
      id,
      `https://www.loom.com/share/${id}`,
      `https://www.loom.com/share/${id}?sid=8a1b2c3d`,
      `https://loom.com/share/Welcome-to-the-series-${id}`,
      `https://www.loom.com/embed/${id}`,
    ]) {
      expect(parseVideo(input), input).toEqual({ provider: "loom", id });
    }
  });

  it("reads a video uploaded in the Site tab by its path on this site", () => {
    expect(parseVideo("/media/site-videos/1712345678-trailer.mp4")).toEqual({
      provider: "file",
      id: "1712345678-trailer.mp4",
    });
    expect(parseVideo("/media/site-videos/1712345678-welcome-cut-2.webm")).toEqual({
      provider: "file",
      id: "1712345678-welcome-cut-2.webm",
    });
    expect(parseVideo("/media/site-videos/../auth-secret")).toBeNull();
    expect(parseVideo("/media/site-videos/trailer.mov")).toBeNull();
    expect(parseVideo("/media/site/1712345678-author-800x1000.webp")).toBeNull();
  });

  it("refuses a word that is not an id", () => {
    for (const word of ["trailer", "VIDEO_ID_BOOK_TRAILER", "my-book-video", "welcome", "dQw4w9WgXcZ", "abc"]) {
      expect(parseVideo(word), word).toBeNull();
    }
  });

  it("refuses other sites, plain http and script", () => {
    expect(parseVideo("https://evil.example.org/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(parseVideo("http://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(parseVideo("javascript:alert(1)")).toBeNull();
    expect(parseVideo("https://vimeo.com/channels/staff")).toBeNull();
    expect(parseVideo("https://www.loom.com/looms/videos")).toBeNull();
    expect(parseVideo("https://evil.example.org/media/site-videos/1712345678-trailer.mp4")).toBeNull();
    expect(parseVideo("<script>")).toBeNull();
  });
});

describe("embedUrlOf", () => {
  it("uses the privacy-enhanced players the CSP allows, and an upload's own path", () => {
    expect(embedUrlOf({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedUrlOf({ provider: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871");
    expect(embedUrlOf({ provider: "loom", id: "0281766fa2d04bb788eaf19e65135184" })).toBe(
      "https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184",
    );
    expect(embedUrlOf({ provider: "file", id: "1712345678-trailer.mp4" })).toBe(
      "/media/site-videos/1712345678-trailer.mp4",
    );
  });

  it("tells an uploaded file, played in a video element, from a player", () => {
    expect(isSiteVideoUrl("/media/site-videos/1712345678-trailer.mp4")).toBe(true);
    expect(isSiteVideoUrl("https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184")).toBe(false);
  });
});

describe("siteVideoKey", () => {
  it("names an upload by its time and a safe name that parseVideo reads back", () => {
    const key = siteVideoKey({ safeName: "Book.trailer_final", now: 1712345678, ext: "mp4" });
    expect(key).toBe("site-videos/1712345678-Book-trailer_final.mp4");
    expect(parseVideo(`/media/${key}`)).toEqual({ provider: "file", id: "1712345678-Book-trailer_final.mp4" });
  });
});

describe("videoProblem", () => {
  it("tells a word from an id, and lists what a link may be", () => {
    expect(videoProblem("Program video", "trailer")).toBe(
      'Program video: "trailer" is not a YouTube, Vimeo or Loom video id. Paste the video\'s link, or upload the file',
    );
    expect(videoProblem("Program video", "https://evil.example.org/video")).toBe(
      "Program video must be a YouTube, Vimeo or Loom link, or a video uploaded here",
    );
  });
});

it("knows the shipped placeholders", () => {
  expect(isPlaceholderVideo("VIDEO_ID_BOOK_TRAILER")).toBe(true);
  expect(isPlaceholderVideo("dQw4w9WgXcQ")).toBe(false);
});
