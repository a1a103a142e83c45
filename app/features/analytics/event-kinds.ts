/**
 * The event kinds and batch limits, apart from the zod schema in events.ts:
 * track() runs on every page, and importing the schema would put zod into
 * every page's JavaScript.
 */
export const EVENT_TYPES = ["page_view", "click", "navigation", "form_submit", "custom"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;
