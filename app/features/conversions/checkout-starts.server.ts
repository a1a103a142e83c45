import { eq, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutStarts } from "~/db/schema";
import type { Logger } from "~/logger.server";
import { type BackgroundTask, runInBackground } from "~/lib/background-task.server";
import { consentChoiceOf, consentRecordOf } from "~/lib/consent-choice";
import { consentAskedOf } from "~/features/consent/index.server";
import type { Services } from "~/services.server";
import { visitorContextOf, type VisitorContext } from "./visitor-context";

/**
 * Long enough for a checkout to be paid (a Checkout Session expires after a
 * day; a bank debit confirms within days) and for Meta, which takes website
 * events up to 7 days old; no longer, since the rows hold IPs and user agents.
 */
const CHECKOUT_START_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The browser behind a checkout request, for the platforms configured
 * (visitor-context.ts), with the buyer's answer to the consent banner.
 */
export async function visitorOfRequest(
  services: Pick<Services, "config" | "siteContent">,
  request: Request,
  options: { clientIp: string; page: URL | null },
): Promise<VisitorContext | null> {
  const { conversions } = services.config;
  const asked = await consentAskedOf(services, request);
  return visitorContextOf({
    headers: request.headers,
    clientIp: options.clientIp,
    page: options.page,
    now: new Date(),
    platforms: { meta: Boolean(conversions.meta), gaMeasurementId: conversions.ga?.measurementId ?? null },
    consent: consentRecordOf(consentChoiceOf(request.headers.get("cookie")), asked),
  });
}

/**
 * What a new Checkout Session's creator calls with the session's id to keep
 * the visitor for its order, or undefined when there is no visitor to keep.
 * A session started twice (a retried request) keeps its first visitor.
 */
export function checkoutStartRecorder(
  db: Db,
  visitor: VisitorContext | null,
): ((sessionId: string) => Promise<void>) | undefined {
  if (!visitor) return undefined;
  return async (sessionId) => {
    await db
      .insert(checkoutStarts)
      .values({ sessionId, ...visitor })
      .onConflictDoNothing();
  };
}

/** The visitor a Checkout Session was started by, when the site started it and still keeps it. */
export async function findCheckoutStart(db: Db, sessionId: string): Promise<VisitorContext | null> {
  const [row] = await db
    .select({
      userAgent: checkoutStarts.userAgent,
      clientIp: checkoutStarts.clientIp,
      fbp: checkoutStarts.fbp,
      fbc: checkoutStarts.fbc,
      pageUrl: checkoutStarts.pageUrl,
      gaClientId: checkoutStarts.gaClientId,
      gaSessionId: checkoutStarts.gaSessionId,
      consent: checkoutStarts.consent,
    })
    .from(checkoutStarts)
    .where(eq(checkoutStarts.sessionId, sessionId));
  return row ?? null;
}

/** Deletes the starts older than the retention period; answers how many went. */
export async function pruneCheckoutStarts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKOUT_START_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(checkoutStarts)
    .where(lt(checkoutStarts.createdAt, cutoff))
    .returning({ sessionId: checkoutStarts.sessionId });
  return deleted.length;
}

/** A minute after start-up and then hourly, on every instance (the delete is idempotent). */
export function scheduleCheckoutStartPruning(options: { db: Db; log: Logger }): BackgroundTask {
  return runInBackground(
    { name: "checkout start pruning", firstAfterMs: 60_000, everyMs: 3600_000, log: options.log },
    async () => {
      const deleted = await pruneCheckoutStarts(options.db);
      if (deleted > 0) options.log.info("old checkout starts pruned", { deleted });
    },
  );
}
