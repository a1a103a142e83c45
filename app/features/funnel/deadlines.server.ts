import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { funnelVisitors, offerDeadlines } from "~/db/schema";
import { COUNTDOWN_COPY } from "~/content/funnel";
import type { OfferId } from "~/content/offers";
import { CONTACT_PARAM, normalizeContact, readContactToken } from "~/features/leads/index.server";
import { ensureIdCookie, readIdCookie } from "~/lib/id-cookie.server";
import {
  countdownOfOffer,
  deadlineView,
  isExpired,
  mergeBoundDeadline,
  startOrResumeDeadline,
  type CountdownKey,
  type Deadline,
  type DeadlineView,
} from "./deadlines";

/**
 * The server's side of the offer deadlines (issue 16): the visitor cookie,
 * binding a visitor to a known contact through a signed link, and the
 * stored deadlines every countdown page and the checkout read.
 */
const VISITOR_COOKIE = "rerouted_visitor";
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Visitor {
  id: string;
  /** The contact (lowercased email) whose deadlines this visitor shares, if any. */
  contact: string | null;
}

type Conn = Pick<Db, "select" | "insert" | "update" | "transaction">;

const ownerOf = (visitor: Visitor) => (visitor.contact ? `contact:${visitor.contact}` : `visitor:${visitor.id}`);

/** The visitor behind a request, without creating one: null for a browser never seen on a countdown page. */
async function readVisitor(db: Pick<Db, "select">, request: Request): Promise<Visitor | null> {
  const id = readIdCookie(request, VISITOR_COOKIE);
  return id ? { id, contact: await contactOf(db, id) } : null;
}

async function contactOf(db: Pick<Db, "select">, visitorId: string): Promise<string | null> {
  const [row] = await db
    .select({ contact: funnelVisitors.contact })
    .from(funnelVisitors)
    .where(eq(funnelVisitors.id, visitorId));
  return row?.contact ?? null;
}

/**
 * The visitor behind a countdown page: their cookie (or a new one), bound
 * to the contact of a valid signed `?contact=` token. Binding keeps the
 * earlier of the visitor's and the contact's deadline for every countdown,
 * so a link opened on a new device never buys more time.
 */
async function resolveVisitor(
  db: Conn,
  request: Request,
  options: { secret: string; secure: boolean },
): Promise<Visitor & { setCookie: string | null }> {
  const cookie = ensureIdCookie(request, {
    name: VISITOR_COOKIE,
    maxAgeSeconds: VISITOR_MAX_AGE_SECONDS,
    secure: options.secure,
  });
  const contact = linkContact(options.secret, request);
  if (contact) {
    await bindVisitorToContact(db, cookie.id, contact);
    return { id: cookie.id, contact, setCookie: cookie.setCookie };
  }
  await db.insert(funnelVisitors).values({ id: cookie.id }).onConflictDoNothing();
  return { id: cookie.id, contact: await contactOf(db, cookie.id), setCookie: cookie.setCookie };
}

/** The contact of the request's valid signed `?contact=` token (a link in an email), or null. */
function linkContact(secret: string, request: Request): string | null {
  const token = new URL(request.url).searchParams.get(CONTACT_PARAM);
  return token ? readContactToken(secret, token) : null;
}

/**
 * A visitor who says who they are (a lead, an applicant, a buyer back from
 * Stripe) keeps their running deadlines as that contact's: the signed links
 * in the emails they get then open the same deadlines on any device. A
 * browser that never saw a countdown has nothing to keep.
 */
export async function bindRequestToContact(db: Conn, request: Request, email: string): Promise<void> {
  const visitorId = readIdCookie(request, VISITOR_COOKIE);
  if (visitorId) await bindVisitorToContact(db, visitorId, normalizeContact(email));
}

/** Makes `visitorId` share `contact`'s deadlines from now on, merging the two (earlier wins). */
async function bindVisitorToContact(db: Conn, visitorId: string, contact: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(funnelVisitors)
      .values({ id: visitorId, contact })
      .onConflictDoUpdate({ target: funnelVisitors.id, set: { contact } });
    const visitorOwner = `visitor:${visitorId}`;
    const contactOwner = `contact:${contact}`;
    const rows = await tx
      .select()
      .from(offerDeadlines)
      .where(inArray(offerDeadlines.owner, [visitorOwner, contactOwner]));
    const keys = new Set(rows.map((row) => row.countdown));
    for (const key of keys) {
      const find = (owner: string) => {
        const row = rows.find((r) => r.owner === owner && r.countdown === key);
        return row ? { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() } : null;
      };
      const merged = mergeBoundDeadline(find(contactOwner), find(visitorOwner))!;
      const values = { startsAt: new Date(merged.startsAt), endsAt: new Date(merged.endsAt) };
      await tx
        .insert(offerDeadlines)
        .values({ owner: contactOwner, countdown: key, ...values })
        .onConflictDoUpdate({ target: [offerDeadlines.owner, offerDeadlines.countdown], set: values });
    }
  });
}

/**
 * The visitor's deadlines for `keys`, starting the ones seen for the first
 * time. Concurrent first visits (two tabs) agree: the first insert wins and
 * both read it back.
 */
async function deadlinesFor<K extends CountdownKey>(
  db: Conn,
  visitor: Visitor,
  keys: readonly K[],
  now: number,
): Promise<Record<K, Deadline>> {
  const owner = ownerOf(visitor);
  await db
    .insert(offerDeadlines)
    .values(
      keys.map((key) => {
        const fresh = startOrResumeDeadline(key, null, now);
        return { owner, countdown: key, startsAt: new Date(fresh.startsAt), endsAt: new Date(fresh.endsAt) };
      }),
    )
    .onConflictDoNothing();
  const rows = await storedDeadlines(db, owner, keys);
  return Object.fromEntries(keys.map((key) => [key, startOrResumeDeadline(key, rows.get(key) ?? null, now)])) as Record<
    K,
    Deadline
  >;
}

async function storedDeadlines(db: Pick<Db, "select">, owner: string, keys: readonly CountdownKey[]) {
  const rows = await db
    .select()
    .from(offerDeadlines)
    .where(and(eq(offerDeadlines.owner, owner), inArray(offerDeadlines.countdown, [...keys])));
  return new Map(
    rows.map((row) => [row.countdown, { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() }]),
  );
}

/** Available offers say when their running deadline ends (null without one), for the checkout to carry. */
export type OfferAvailability =
  { available: true; endsAt: Date | null } | { available: false; reason: "expired"; endedAt: Date };

/**
 * Whether `visitor` may still start a checkout of `offerId` at `now`: an
 * offer whose countdown has passed zero is withdrawn. An offer without a
 * countdown, or whose countdown this visitor never started, is available
 * (its page starts the clock when it shows the price).
 */
export async function offerAvailability(
  db: Pick<Db, "select">,
  visitor: Visitor | null,
  offerId: OfferId,
  now: number,
): Promise<OfferAvailability> {
  const key = countdownOfOffer(offerId);
  if (!key || !visitor) return { available: true, endsAt: null };
  const deadline = (await storedDeadlines(db, ownerOf(visitor), [key])).get(key);
  if (!deadline) return { available: true, endsAt: null };
  if (!isExpired(deadline, now)) return { available: true, endsAt: new Date(deadline.endsAt) };
  return { available: false, reason: "expired", endedAt: new Date(deadline.endsAt) };
}

/**
 * Whether the browser following a checkout link may still buy `offerId`.
 * A link from an email carries the reader's signed contact: the browser is
 * bound to it first, as on a countdown page, so the contact's deadline
 * holds on any device; `contact` (to prefill the payment page) and the
 * visitor cookie to set come back with it. Without a signed contact only
 * the browser's own deadline is read, and nothing is written.
 */
export async function checkoutLinkAvailability(
  services: { db: Db; config: { authSecret: string; baseUrl: string } },
  request: Request,
  offerId: OfferId,
): Promise<{ availability: OfferAvailability; contact: string | null; headers: Headers }> {
  const { db, config } = services;
  const headers = new Headers();
  const contact = linkContact(config.authSecret, request);
  let visitor: Visitor | null;
  if (contact) {
    const resolved = await resolveVisitor(db, request, {
      secret: config.authSecret,
      secure: config.baseUrl.startsWith("https:"),
    });
    if (resolved.setCookie) headers.append("Set-Cookie", resolved.setCookie);
    visitor = resolved;
  } else {
    visitor = await readVisitor(db, request);
  }
  return { availability: await offerAvailability(db, visitor, offerId, Date.now()), contact, headers };
}

/**
 * A countdown page's deadlines, as its loader returns them: each with the
 * server's clock, and the visitor cookie when the browser had none (pages
 * are never cached: the root loader answers private, no-store).
 */
export async function countdownPageData<K extends CountdownKey>(
  services: { db: Db; config: { authSecret: string; baseUrl: string } },
  request: Request,
  keys: readonly K[],
): Promise<{ deadlines: Record<K, DeadlineView>; headers: Headers }> {
  const now = Date.now();
  const visitor = await resolveVisitor(services.db, request, {
    secret: services.config.authSecret,
    secure: services.config.baseUrl.startsWith("https:"),
  });
  const stored = await deadlinesFor(services.db, visitor, keys, now);
  const deadlines = Object.fromEntries(keys.map((key) => [key, deadlineView(stored[key], now)])) as Record<
    K,
    DeadlineView
  >;
  const headers = new Headers();
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  return { deadlines, headers };
}

/**
 * The checkout's answer for an offer whose deadline has passed for the
 * browser asking (410 Gone, with a message for the page), or, when it may
 * go ahead, the end of its running deadline (null without one). Called
 * before anything is written.
 */
export async function refuseExpiredOffer(
  db: Pick<Db, "select">,
  request: Request,
  offerId: OfferId,
): Promise<{ refused: Response } | { refused: null; endsAt: Date | null }> {
  const availability = await offerAvailability(db, await readVisitor(db, request), offerId, Date.now());
  if (availability.available) return { refused: null, endsAt: availability.endsAt };
  return {
    refused: Response.json(
      { error: COUNTDOWN_COPY.checkoutRefused, endedAt: availability.endedAt.toISOString() },
      { status: 410 },
    ),
  };
}
