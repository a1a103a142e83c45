import { describe, expect, it } from "vitest";
import { visitorId } from "./visitor.server";

const base = { secret: "s".repeat(40), ip: "198.51.100.4", userAgent: "Mozilla/5.0" };

describe("visitorId", () => {
  it("is stable within a day and contains no raw IP", () => {
    const morning = visitorId({ ...base, now: new Date("2026-03-01T08:00:00Z") });
    const evening = visitorId({ ...base, now: new Date("2026-03-01T23:59:00Z") });
    expect(morning).toBe(evening);
    expect(morning).not.toContain("198");
  });

  it("rotates at midnight UTC so visitors cannot be followed across days", () => {
    const today = visitorId({ ...base, now: new Date("2026-03-01T23:59:59Z") });
    const tomorrow = visitorId({ ...base, now: new Date("2026-03-02T00:00:00Z") });
    expect(today).not.toBe(tomorrow);
  });

  it("differs per IP, user agent and secret", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const id = visitorId({ ...base, now });
    expect(visitorId({ ...base, now, ip: "198.51.100.5" })).not.toBe(id);
    expect(visitorId({ ...base, now, userAgent: "Other" })).not.toBe(id);
    expect(visitorId({ ...base, now, secret: "t".repeat(40) })).not.toBe(id);
  });
});
