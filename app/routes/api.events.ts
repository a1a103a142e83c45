import { isbot } from "isbot";
import { data } from "react-router";
import { eventBatchSchema, MAX_BATCH_BYTES } from "~/features/analytics/events";
import { recordEvents } from "~/features/analytics/record-events.server";
import { visitorId } from "~/features/analytics/visitor.server";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
import { enforceRateLimit } from "~/lib/security/rate-limit.server";
import type { Route } from "./+types/api.events";

/** POST /api/events: a batch of first-party analytics events. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { services, clientIp } = context;
  // Honour Do-Not-Track and Global Privacy Control: accept, store nothing.
  if (request.headers.get("dnt") === "1" || request.headers.get("sec-gpc") === "1")
    return new Response(null, { status: 204 });
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isbot(userAgent)) return new Response(null, { status: 204 });
  await enforceRateLimit(services.db, "events", clientIp);

  const { events } = await readJson(request, eventBatchSchema, { maxBytes: MAX_BATCH_BYTES });
  const now = new Date();
  const visitor = visitorId({ secret: services.config.authSecret, now, ip: clientIp, userAgent });
  const stored = await recordEvents(services.db, visitor, events, now);
  return data({ stored }, { status: 202 });
}

export const loader = () => methodNotAllowed("POST");
