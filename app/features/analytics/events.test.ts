import { describe, expect, it } from "vitest";
import { eventBatchSchema } from "./events";

const event = { type: "click", name: "cta_click", path: "/book" };
const vital = { type: "web_vital", name: "LCP", path: "/book", props: { value: 2437.6 } };

describe("eventBatchSchema", () => {
  it("accepts a well-formed batch and defaults props", () => {
    const parsed = eventBatchSchema.parse({ events: [event] });
    expect(parsed.events[0]?.props).toEqual({});
  });

  it("accepts a Core Web Vital with its measured value", () => {
    const parsed = eventBatchSchema.parse({ events: [vital, { ...vital, name: "CLS", props: { value: 0 } }] });
    expect(parsed.events.map((e) => [e.name, e.props])).toEqual([
      ["LCP", { value: 2437.6 }],
      ["CLS", { value: 0 }],
    ]);
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
    ["a vital of an unknown metric", { events: [{ ...vital, name: "FID" }] }],
    ["a vital without a value", { events: [{ ...vital, props: {} }] }],
    ["a vital whose value is text", { events: [{ ...vital, props: { value: "2437" } }] }],
    ["a negative vital", { events: [{ ...vital, props: { value: -1 } }] }],
    ["an LCP of 121 seconds", { events: [{ ...vital, props: { value: 121_000 } }] }],
    ["a vital with other properties", { events: [{ ...vital, props: { value: 1, note: "x" } }] }],
    ["a vital among valid events", { events: [event, { ...vital, name: "INP", props: { value: 60_001 } }] }],
  ])("rejects %s", (_label, batch) => {
    expect(eventBatchSchema.safeParse(batch).success).toBe(false);
  });
});
