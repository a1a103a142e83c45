import { isbot } from "isbot";
import { data } from "react-router";
import { eventBatchSchema, MAX_BATCH_BYTES } from "~/features/analytics/events";
import { recordEvents } from "~/features/analytics/record-events.server";
import { visitorId } from "~/features/analytics/visitor.server";
import { enforceRateLimit } from "~/features/security/rate-limit.server";
import { BodyTooLargeError, readBodyText } from "~/features/security/read-body.server";
import type { Route } from "./+types/api.events";

/** POST /api/events: a batch of first-party analytics events. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const { services, clientIp } = context;
  // Honour Do-Not-Track and Global Privacy Control: accept, store nothing.
  if (request.headers.get("dnt") === "1" || request.headers.get("sec-gpc") === "1")
    return new Response(null, { status: 204 });
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isbot(userAgent)) return new Response(null, { status: 204 });
  await enforceRateLimit(services.db, "events", clientIp);

  let text: string;
  try {
    text = await readBodyText(request, MAX_BATCH_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return data({ error: `Event batches are limited to ${MAX_BATCH_BYTES} bytes` }, { status: 400 });
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return data({ error: "The body must be JSON" }, { status: 400 });
  }
  const parsed = eventBatchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data(
      { error: `Invalid event batch: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim() },
      { status: 400 },
    );
  }
  const visitor = visitorId({ secret: services.config.authSecret, now: new Date(), ip: clientIp, userAgent });
  const stored = await recordEvents(services.db, visitor, parsed.data.events);
  return data({ stored }, { status: 202 });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
