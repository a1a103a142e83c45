import { describe, expect, it } from "vitest";
import { daysToRollUp, firstRetainedDay, partialDayOf, splitByRollUp } from "./rollup-days";

const at = (iso: string) => new Date(iso);

describe("firstRetainedDay", () => {
  it("is the day after the cutoff's day when the cutoff falls inside a day", () => {
    // 400 days before 2026-11-23 15:00 is 2025-10-19 15:00: the 19th is partly deleted.
    expect(firstRetainedDay(at("2026-11-23T15:00:00Z"), 400)).toBe("2025-10-20");
    expect(firstRetainedDay(at("2026-06-10T00:00:01Z"), 30)).toBe("2026-05-12");
  });

  it("is the cutoff's day when the cutoff is its midnight", () => {
    expect(firstRetainedDay(at("2026-06-10T00:00:00Z"), 30)).toBe("2026-05-11");
  });
});

describe("daysToRollUp", () => {
  it("lists the closed days inside retention, newest first, without the oldest retained day", () => {
    // Retention 5 days at 2026-06-10 12:00: cutoff 06-05 12:00, first whole day 06-06, left to raw events;
    // rolled up: 06-07 to 06-09 (06-10 is still open).
    expect(daysToRollUp({ now: at("2026-06-10T12:00:00Z"), retentionDays: 5, rolledUp: new Set() })).toEqual([
      "2026-06-09",
      "2026-06-08",
      "2026-06-07",
    ]);
  });

  it("skips the days already rolled up", () => {
    const rolledUp = new Set(["2026-06-09", "2026-06-07"]);
    expect(daysToRollUp({ now: at("2026-06-10T12:00:00Z"), retentionDays: 5, rolledUp })).toEqual(["2026-06-08"]);
  });

  it("waits ten minutes after midnight before rolling up the day that just ended", () => {
    const rolledUp = new Set<string>();
    expect(daysToRollUp({ now: at("2026-06-10T00:09:59Z"), retentionDays: 10, rolledUp })[0]).toBe("2026-06-08");
    expect(daysToRollUp({ now: at("2026-06-10T00:10:00Z"), retentionDays: 10, rolledUp })[0]).toBe("2026-06-09");
  });

  it("rolls up nothing when retention keeps no whole closed day", () => {
    expect(daysToRollUp({ now: at("2026-06-10T12:00:00Z"), retentionDays: 1, rolledUp: new Set() })).toEqual([]);
  });
});

describe("splitByRollUp", () => {
  const day = (iso: string) => at(`${iso}T00:00:00Z`);

  it("reads rolled-up days from the roll-up and runs of the others from raw events", () => {
    const range = { from: day("2026-06-01"), to: day("2026-06-06") };
    const split = splitByRollUp(range, new Set(["2026-06-01", "2026-06-02", "2026-06-04", "2026-05-31"]));
    expect(split.rolledUp).toEqual([
      { from: day("2026-06-01"), to: day("2026-06-03") },
      { from: day("2026-06-04"), to: day("2026-06-05") },
    ]);
    expect(split.raw).toEqual([
      { from: day("2026-06-03"), to: day("2026-06-04") },
      { from: day("2026-06-05"), to: day("2026-06-06") },
    ]);
  });

  it("reads everything raw before the first roll-up", () => {
    const range = { from: day("2026-06-01"), to: day("2026-06-04") };
    expect(splitByRollUp(range, new Set())).toEqual({ rolledUp: [], raw: [range] });
  });
});

describe("partialDayOf", () => {
  it("rolls the open day up to ten minutes ago", () => {
    expect(partialDayOf(at("2026-06-10T12:00:00Z"))).toEqual({
      day: "2026-06-10",
      through: at("2026-06-10T11:50:00Z"),
    });
  });

  it("is still the day before in the first ten minutes after midnight", () => {
    expect(partialDayOf(at("2026-06-10T00:04:00Z"))).toEqual({
      day: "2026-06-09",
      through: at("2026-06-09T23:54:00Z"),
    });
  });

  it("is none exactly ten minutes after midnight, when there is nothing of the day to hold", () => {
    expect(partialDayOf(at("2026-06-10T00:10:00Z"))).toBeNull();
    expect(partialDayOf(at("2026-06-10T00:10:00.001Z"))).toEqual({
      day: "2026-06-10",
      through: at("2026-06-10T00:00:00.001Z"),
    });
  });
});
