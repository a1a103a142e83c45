import type { Db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { groupCommit } from "~/lib/group-commit";
import { MAX_EVENTS_PER_BATCH } from "./event-kinds";
import type { AnalyticsEvent } from "./events";
import { quantizeVital } from "./web-vitals";

type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * The rows of a validated batch. The events carry the moment the visitor id
 * was derived from, so a visitor id and its events always share one UTC day
 * (the daily roll-up counts visitors per day). A web vital is stored at the
 * precision the reports use.
 */
function eventRows(visitor: string, events: AnalyticsEvent[], now: Date): EventRow[] {
  return events.map((event) => ({
    type: event.type,
    name: event.name,
    path: event.path,
    referrer: event.referrer ?? null,
    props: event.type === "web_vital" ? { value: quantizeVital(event.name, event.props.value) } : event.props,
    visitorId: visitor,
    createdAt: now,
  }));
}

/** Full batches a statement holds: 7 parameters a row stay under PostgreSQL's 65,535 a statement. */
const REQUESTS_PER_INSERT = Math.floor(60_000 / (7 * MAX_EVENTS_PER_BATCH));
const recorders = new WeakMap<Db, (rows: EventRow[]) => Promise<void>>();

/**
 * Stores a validated batch, answering once it is committed. Batches of
 * concurrent requests are written as one insert (group commit): during a
 * burst of page views the database sees a statement per round trip, not
 * one per request.
 */
export async function recordEvents(db: Db, visitor: string, events: AnalyticsEvent[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  let record = recorders.get(db);
  if (!record) {
    record = groupCommit<EventRow[], void>(
      async (batches) => {
        await db.insert(analyticsEvents).values(batches.flat());
        return batches.map(() => undefined);
      },
      { maxBatch: REQUESTS_PER_INSERT },
    );
    recorders.set(db, record);
  }
  await record(eventRows(visitor, events, now));
  return events.length;
}
