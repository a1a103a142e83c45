import { describe, expect, it } from "vitest";
import { chapterExtensionOf, chaptersFromProbe } from "./whole-book";

const probe = (...chapters: [string | undefined, string, string | undefined][]) => ({
  chapters: chapters.map(([title, start, end]) => ({
    start_time: start,
    ...(end === undefined ? {} : { end_time: end }),
    tags: title === undefined ? {} : { title },
  })),
});

describe("chaptersFromProbe", () => {
  it("gives each embedded chapter its title, start and whole seconds, in time order", () => {
    expect(chaptersFromProbe(probe(["Two", "3.100000", "8.100000"], ["One", "0.000000", "3.100000"]), 8.4)).toEqual([
      { title: "One", start: 0, end: 3.1, duration: 3 },
      { title: "Two", start: 3.1, end: 8.1, duration: 5 },
    ]);
  });

  it("ends a chapter at the next one's start or at the end of the file, names an untitled one by its number and drops an empty one", () => {
    expect(
      chaptersFromProbe(
        probe(
          ["Opening", "0.000000", "90.000000"],
          [undefined, "60.000000", undefined],
          ["Empty", "75.5", "75.5"],
          ["  ", "80", undefined],
        ),
        100.9,
      ),
    ).toEqual([
      { title: "Opening", start: 0, end: 60, duration: 60 },
      { title: "Chapter 2", start: 60, end: 75.5, duration: 15 },
      { title: "Chapter 3", start: 80, end: 100.9, duration: 20 },
    ]);
  });

  it("finds no chapters in a file without any, or in an answer it cannot read", () => {
    expect(chaptersFromProbe({ chapters: [] }, 10)).toEqual([]);
    expect(chaptersFromProbe({}, 10)).toEqual([]);
    expect(chaptersFromProbe(null, null)).toEqual([]);
    expect(chaptersFromProbe(probe(["Open-ended", "0", undefined]), null)).toEqual([]);
  });
});

describe("chapterExtensionOf", () => {
  it("cuts MP4 audio into M4A files and MP3 into MP3, and takes nothing else", () => {
    expect(["m4b", "m4a", "mp4", "mp3", "ogg", "wav"].map(chapterExtensionOf)).toEqual([
      "m4a",
      "m4a",
      "m4a",
      "mp3",
      null,
      null,
    ]);
  });
});
