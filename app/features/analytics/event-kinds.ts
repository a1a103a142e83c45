/**
 * The event kinds and batch limits, apart from the zod schema in events.ts:
 * track() runs on every page, and importing the schema would put zod into
 * every page's JavaScript.
 */

/** What pages record with track(). */
export const TRACKED_EVENT_TYPES = ["page_view", "click", "navigation", "form_submit", "custom"] as const;
export type TrackedEventType = (typeof TRACKED_EVENT_TYPES)[number];

/** Plus a visitor's Core Web Vitals, which have a shape of their own (report-web-vitals.ts). */
export type EventType = TrackedEventType | "web_vital";

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;
