import type { Db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import type { AnalyticsEvent } from "./events";
import { quantizeVital } from "./web-vitals";

/**
 * Stores a validated batch in one statement. The events carry the moment
 * the visitor id was derived from, so a visitor id and its events always
 * share one UTC day (the daily roll-up counts visitors per day). A web
 * vital is stored at the precision the reports use.
 */
export async function recordEvents(db: Db, visitor: string, events: AnalyticsEvent[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      type: event.type,
      name: event.name,
      path: event.path,
      referrer: event.referrer ?? null,
      props: event.type === "web_vital" ? { value: quantizeVital(event.name, event.props.value) } : event.props,
      visitorId: visitor,
      createdAt: now,
    })),
  );
  return events.length;
}
