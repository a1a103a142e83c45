import { describe, expect, it } from "vitest";
import { afterChapterEnds, formatClock, mayRecordPosition, progressPercent, resumePoint, seekBy } from "./playback";

describe("formatClock", () => {
  it("shows minutes:seconds with two-digit seconds", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(9.9)).toBe("0:09");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(3725)).toBe("62:05");
  });

  it("shows 0:00 for an unknown duration", () => {
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });
});

describe("progressPercent", () => {
  it("rounds to a whole percent", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(30, 60)).toBe(50);
    expect(progressPercent(60, 60)).toBe(100);
  });

  it("stays within 0-100 and is 0 before the duration is known", () => {
    expect(progressPercent(70, 60)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(5, Number.NaN)).toBe(0);
  });
});

describe("seekBy", () => {
  it("skips within the chapter", () => {
    expect(seekBy(30, 15, 100)).toBe(45);
    expect(seekBy(30, -15, 100)).toBe(15);
  });

  it("stops at the start and the end", () => {
    expect(seekBy(5, -15, 100)).toBe(0);
    expect(seekBy(95, 15, 100)).toBe(100);
  });
});

const chapters = [
  { id: "c1", duration: 60 },
  { id: "c2", duration: 60 },
  { id: "c3", duration: 60 },
];

describe("resumePoint", () => {
  it("starts at the first chapter when nothing was played", () => {
    expect(resumePoint(chapters, [])).toEqual({ chapterIndex: 0, position: 0 });
  });

  it("resumes the most recently played chapter at its saved position", () => {
    expect(
      resumePoint(chapters, [
        { chapterId: "c3", progressSeconds: 10, lastAccessed: "2026-01-01T10:00:00Z" },
        { chapterId: "c2", progressSeconds: 42.5, lastAccessed: "2026-01-02T08:00:00Z" },
        { chapterId: "c1", progressSeconds: 60, lastAccessed: "2026-01-01T09:00:00Z" },
      ]),
    ).toEqual({ chapterIndex: 1, position: 42.5 });
  });

  it("ignores progress of a chapter that no longer exists", () => {
    expect(
      resumePoint(chapters, [
        { chapterId: "gone", progressSeconds: 5, lastAccessed: "2026-01-03T00:00:00Z" },
        { chapterId: "c3", progressSeconds: 7, lastAccessed: "2026-01-01T00:00:00Z" },
      ]),
    ).toEqual({ chapterIndex: 2, position: 7 });
  });

  it("has nothing to resume without chapters", () => {
    expect(resumePoint([], [])).toBeNull();
  });
});

describe("afterChapterEnds", () => {
  it("selects the next chapter, paused", () => {
    expect(afterChapterEnds(0, 3)).toEqual({ chapterIndex: 1, playing: false });
  });

  it("keeps the last chapter selected, paused", () => {
    expect(afterChapterEnds(2, 3)).toEqual({ chapterIndex: 2, playing: false });
  });
});

describe("mayRecordPosition", () => {
  it("records only chapters that have played", () => {
    const played = new Set(["played-before", "played-now"]);
    expect(mayRecordPosition("played-now", played)).toBe(true);
    expect(mayRecordPosition("only-selected", played)).toBe(false);
  });
});
