import { describe, expect, it } from "vitest";
import { eventBatchSchema } from "./events";

const event = { type: "click", name: "cta_click", path: "/book" };

describe("eventBatchSchema", () => {
  it("accepts a well-formed batch and defaults props", () => {
    const parsed = eventBatchSchema.parse({ events: [event] });
    expect(parsed.events[0]?.props).toEqual({});
  });

  it.each([
    ["no events", { events: [] }],
    ["51 events", { events: Array.from({ length: 51 }, () => event) }],
    ["an unknown type", { events: [{ ...event, type: "purchase" }] }],
    ["a name with spaces", { events: [{ ...event, name: "a b" }] }],
    ["a full URL as path", { events: [{ ...event, path: "https://x.example/" }] }],
    ["an object prop", { events: [{ ...event, props: { a: { b: 1 } } }] }],
    [
      "21 props",
      { events: [{ ...event, props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }] },
    ],
  ])("rejects %s", (_label, batch) => {
    expect(eventBatchSchema.safeParse(batch).success).toBe(false);
  });
});
