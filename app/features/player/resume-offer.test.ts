import { describe, expect, it } from "vitest";
import {
  formatPosition,
  resumeOffer,
  resumeOfferText,
  startingPoint,
  timeAgo,
  type ListeningSession,
} from "./resume-offer";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const chapters = [
  { id: "a", duration: 9000 },
  { id: "b", duration: 9000 },
];
const session = (over: Partial<ListeningSession>): ListeningSession => ({
  chapterId: "a",
  positionSeconds: 0,
  deviceLabel: "computer",
  updatedAt: "2026-03-01T11:00:00Z",
  thisDevice: true,
  ...over,
});

describe("startingPoint", () => {
  it("opens where this device left off, even when another device played later", () => {
    const sessions = [
      session({ chapterId: "a", positionSeconds: 40, updatedAt: "2026-03-01T10:00:00Z" }),
      session({ chapterId: "b", positionSeconds: 90, updatedAt: "2026-03-01T11:50:00Z", thisDevice: false }),
    ];
    expect(startingPoint(chapters, [], sessions)).toEqual({ chapterIndex: 0, position: 40 });
  });
  it("opens at the latest position of any device when this device has none", () => {
    const progress = [
      { chapterId: "a", progressSeconds: 12, lastAccessed: "2026-03-01T09:00:00Z" },
      { chapterId: "b", progressSeconds: 33, lastAccessed: "2026-03-01T10:00:00Z" },
    ];
    expect(startingPoint(chapters, progress, [session({ thisDevice: false })])).toEqual({
      chapterIndex: 1,
      position: 33,
    });
  });
});

describe("resumeOffer", () => {
  it("offers another device's newer position", () => {
    const sessions = [
      session({ positionSeconds: 40, updatedAt: "2026-03-01T10:00:00Z" }),
      session({ positionSeconds: 8045, deviceLabel: "phone", updatedAt: "2026-03-01T11:50:00Z", thisDevice: false }),
    ];
    const offer = resumeOffer({ chapters, sessions, current: { chapterIndex: 0, position: 40 } });
    expect(offer).toEqual({ chapterIndex: 0, position: 8045, deviceLabel: "phone", updatedAt: "2026-03-01T11:50:00Z" });
    expect(resumeOfferText(offer!, NOW)).toBe("Continue from 2:14:05 (phone, 10 minutes ago)");
  });
  it("offers nothing when this device played last", () => {
    const sessions = [
      session({ positionSeconds: 40, updatedAt: "2026-03-01T11:55:00Z" }),
      session({ positionSeconds: 300, updatedAt: "2026-03-01T11:50:00Z", thisDevice: false }),
    ];
    expect(resumeOffer({ chapters, sessions, current: { chapterIndex: 0, position: 40 } })).toBeNull();
  });
  it("offers nothing when the other position is where the player already is", () => {
    const sessions = [session({ positionSeconds: 42, thisDevice: false })];
    expect(resumeOffer({ chapters, sessions, current: { chapterIndex: 0, position: 40 } })).toBeNull();
    expect(resumeOffer({ chapters, sessions, current: { chapterIndex: 1, position: 42 } })?.chapterIndex).toBe(0);
  });
  it("ignores positions in chapters that were removed", () => {
    const sessions = [session({ chapterId: "gone", positionSeconds: 300, thisDevice: false })];
    expect(resumeOffer({ chapters, sessions, current: { chapterIndex: 0, position: 0 } })).toBeNull();
  });
});

describe("formatPosition and timeAgo", () => {
  it("shows hours only past an hour", () => {
    expect(formatPosition(8045)).toBe("2:14:05");
    expect(formatPosition(3600)).toBe("1:00:00");
    expect(formatPosition(243)).toBe("4:03");
    expect(formatPosition(0)).toBe("0:00");
  });
  it("says how long ago in words", () => {
    expect(timeAgo("2026-03-01T11:59:30Z", NOW)).toBe("just now");
    expect(timeAgo("2026-03-01T11:59:00Z", NOW)).toBe("1 minute ago");
    expect(timeAgo("2026-03-01T11:50:00Z", NOW)).toBe("10 minutes ago");
    expect(timeAgo("2026-03-01T09:00:00Z", NOW)).toBe("3 hours ago");
    expect(timeAgo("2026-02-28T10:00:00Z", NOW)).toBe("yesterday");
    expect(timeAgo("2026-02-25T12:00:00Z", NOW)).toBe("4 days ago");
  });
});
