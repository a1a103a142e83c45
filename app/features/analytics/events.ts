import { z } from "zod";

/**
 * First-party analytics events (SPEC section 1), validated by the same
 * schema in the browser and on the server. Business events the funnel
 * emits (option selected, checkout started, lead captured, ...) are
 * "custom" events with their own name; a Core Web Vital is a "web_vital"
 * event named after its metric, whose one property is the measured value.
 */
import { MAX_EVENTS_PER_BATCH, TRACKED_EVENT_TYPES } from "./event-kinds";
import { isPlausibleVital, WEB_VITALS } from "./web-vitals";

export { MAX_BATCH_BYTES, type EventType } from "./event-kinds";

const propValue = z.union([z.string().max(256), z.number().finite(), z.boolean(), z.null()]);
const path = z.string().startsWith("/").max(512);
const referrer = z.string().max(512).optional();

const trackedEventSchema = z.object({
  type: z.enum(TRACKED_EVENT_TYPES),
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-zA-Z0-9_.:-]+$/, "event names use letters, digits and _ . : -"),
  path,
  referrer,
  props: z
    .record(z.string().min(1).max(40), propValue)
    .refine((props) => Object.keys(props).length <= 20, "at most 20 properties")
    .default({}),
});

const webVitalEventSchema = z
  .object({
    type: z.literal("web_vital"),
    name: z.enum(WEB_VITALS),
    path,
    referrer,
    props: z.strictObject({ value: z.number() }),
  })
  .refine((event) => isPlausibleVital(event.name, event.props.value), {
    message: "is not a plausible measurement of that metric",
    path: ["props", "value"],
  });

const eventSchema = z.discriminatedUnion("type", [trackedEventSchema, webVitalEventSchema]);

export const eventBatchSchema = z.object({
  events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type AnalyticsEvent = z.infer<typeof eventSchema>;
export type TrackedEvent = z.infer<typeof trackedEventSchema>;
