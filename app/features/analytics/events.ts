import { z } from "zod";

/**
 * First-party analytics events (SPEC section 1), validated by the same
 * schema in the browser and on the server. Business events the funnel
 * emits (option selected, checkout started, lead captured, ...) are
 * "custom" events with their own name.
 */
import { EVENT_TYPES, MAX_EVENTS_PER_BATCH } from "./event-kinds";

export { EVENT_TYPES, MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH, type EventType } from "./event-kinds";

const propValue = z.union([z.string().max(256), z.number().finite(), z.boolean(), z.null()]);

export const eventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-zA-Z0-9_.:-]+$/, "event names use letters, digits and _ . : -"),
  path: z.string().startsWith("/").max(512),
  referrer: z.string().max(512).optional(),
  props: z
    .record(z.string().min(1).max(40), propValue)
    .refine((props) => Object.keys(props).length <= 20, "at most 20 properties")
    .default({}),
});

export const eventBatchSchema = z.object({
  events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type AnalyticsEvent = z.infer<typeof eventSchema>;
