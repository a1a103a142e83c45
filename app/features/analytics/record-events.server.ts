import type { Db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import type { AnalyticsEvent } from "./events";

/** Stores a validated batch in one statement. */
export async function recordEvents(db: Db, visitor: string, events: AnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      type: event.type,
      name: event.name,
      path: event.path,
      referrer: event.referrer ?? null,
      props: event.props,
      visitorId: visitor,
    })),
  );
  return events.length;
}
