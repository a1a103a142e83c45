import { describe, expect, it } from "vitest";
import { lastDays, parseReportRange } from "./report-range";

const now = new Date("2026-11-23T15:30:00Z");
const parse = (query: string) => parseReportRange(new URLSearchParams(query), now);

describe("parseReportRange", () => {
  it("defaults to the last 30 days, today included, without an error", () => {
    const range = parse("");
    expect(range).toMatchObject({ from: "2026-10-25", to: "2026-11-23", days: 30, error: null });
    expect(range.bounds).toEqual({ from: new Date("2026-10-25T00:00:00Z"), to: new Date("2026-11-24T00:00:00Z") });
  });

  it("takes a preset number of days", () => {
    expect(parse("days=7")).toMatchObject({ from: "2026-11-17", to: "2026-11-23", days: 7 });
    expect(parse("days=90").days).toBe(90);
  });

  it("takes an inclusive custom range, one day included", () => {
    expect(parse("from=2026-06-01&to=2026-06-30")).toMatchObject({ days: 30, error: null });
    const single = parse("from=2026-06-01&to=2026-06-01");
    expect(single.bounds).toEqual({ from: new Date("2026-06-01T00:00:00Z"), to: new Date("2026-06-02T00:00:00Z") });
  });

  it.each([
    ["days=8", "Choose 7, 30, 90 days or a date range."],
    ["from=2026-06-01", "Enter both dates as YYYY-MM-DD."],
    ["from=2026-02-30&to=2026-03-01", "Enter both dates as YYYY-MM-DD."],
    ["from=06/01/2026&to=2026-06-02", "Enter both dates as YYYY-MM-DD."],
    ["from=2026-06-02&to=2026-06-01", "The end date is before the start date."],
    ["from=2024-01-01&to=2026-01-01", "A range can cover at most 366 days."],
  ])("replaces %s by the default range and says why", (query, error) => {
    expect(parse(query)).toMatchObject({ ...lastDays(30, now), error });
  });
});
