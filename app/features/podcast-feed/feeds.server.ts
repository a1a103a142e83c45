import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { activeGrantFor } from "~/db/grants.server";
import { audioChapters, podcastFeedFetches, podcastFeeds, productAccess, products } from "~/db/schema";
import { isFeedTokenFormat } from "./feed-token";
import { FEED_ACTIVITY_DAYS, isFeedShared } from "./sharing";

/** Product types offered as a podcast: audiobooks, and video series as a video podcast. */
export const FEED_PRODUCT_TYPES = ["audiobook", "video"] as const;

const tokenOf = (secret: string, seed: string) =>
  createHmac("sha256", secret).update(`podcast-feed:${seed}`).digest("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A keyed hash of a client address: counts distinct addresses without storing one. */
export function feedIpHash(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`podcast-feed-ip:${ip}`).digest("base64url").slice(0, 22);
}

async function insertFeed(db: Db, secret: string, userId: string, productId: string) {
  const seed = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(podcastFeeds)
    .values({ userId, productId, seed, tokenHash: hashOf(tokenOf(secret, seed)) })
    .onConflictDoNothing()
    .returning({ seed: podcastFeeds.seed });
  return row ?? null;
}

/**
 * The token of the user's current feed of the product, made on first
 * request. The caller has checked the grant.
 */
export async function currentFeedToken(db: Db, secret: string, userId: string, productId: string): Promise<string> {
  const current = () =>
    db
      .select({ seed: podcastFeeds.seed })
      .from(podcastFeeds)
      .where(and(eq(podcastFeeds.userId, userId), eq(podcastFeeds.productId, productId), isNull(podcastFeeds.resetAt)))
      .limit(1);
  let [row] = await current();
  // Two tabs opening the page at once: the unique index keeps one, both read it.
  row ??= (await insertFeed(db, secret, userId, productId)) ?? (await current())[0];
  if (!row) throw new Error("podcast feed row missing after insert");
  return tokenOf(secret, row.seed);
}

/** Ends the user's current feed of the product (its URL answers 410 from now on); true when there was one. */
export async function resetFeed(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .update(podcastFeeds)
    .set({ resetAt: new Date() })
    .where(and(eq(podcastFeeds.userId, userId), eq(podcastFeeds.productId, productId), isNull(podcastFeeds.resetAt)))
    .returning({ id: podcastFeeds.id });
  return rows.length > 0;
}

/** The admin's reset, by grant: the grant's buyer and product. */
export async function resetFeedOfGrant(db: Db, grantId: string): Promise<boolean> {
  const [grant] = await db
    .select({ userId: productAccess.userId, productId: productAccess.productId })
    .from(productAccess)
    .where(eq(productAccess.id, grantId))
    .limit(1);
  return grant ? resetFeed(db, grant.userId, grant.productId) : false;
}

export type FeedLookup =
  | { kind: "gone" }
  | { kind: "not-found" }
  | {
      kind: "active";
      feedId: string;
      userId: string;
      product: { id: string; name: string; description: string; imageUrl: string | null; createdAt: Date };
    };

/**
 * What a feed URL reaches right now, checked on every request: a reset
 * feed is gone (410); an unknown token, or a buyer whose grant was
 * revoked or refunded, or an inactive product, is not found (404).
 */
export async function lookUpFeed(db: Db, token: string): Promise<FeedLookup> {
  if (!isFeedTokenFormat(token)) return { kind: "not-found" };
  const [feed] = await db
    .select({
      id: podcastFeeds.id,
      userId: podcastFeeds.userId,
      productId: podcastFeeds.productId,
      resetAt: podcastFeeds.resetAt,
    })
    .from(podcastFeeds)
    .where(eq(podcastFeeds.tokenHash, hashOf(token)))
    .limit(1);
  if (!feed) return { kind: "not-found" };
  if (feed.resetAt) return { kind: "gone" };
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      imageUrl: products.imageUrl,
      createdAt: products.createdAt,
    })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .where(
      and(
        eq(products.id, feed.productId),
        inArray(products.productType, [...FEED_PRODUCT_TYPES]),
        activeGrantFor(feed.userId),
      ),
    )
    .limit(1);
  if (!product) return { kind: "not-found" };
  return { kind: "active", feedId: feed.id, userId: feed.userId, product };
}

/** The chapter's storage key when it belongs to the feed's product. */
export async function feedChapter(db: Db, productId: string, chapterId: string) {
  const [row] = await db
    .select({ filePath: audioChapters.filePath })
    .from(audioChapters)
    .where(and(eq(audioChapters.id, chapterId), eq(audioChapters.productId, productId)))
    .limit(1);
  return row ?? null;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Notes that the feed was fetched today from this (hashed) address; drops its rows past the window. */
export async function recordFeedFetch(db: Db, feedId: string, ipHash: string, now = new Date()): Promise<void> {
  await db
    .insert(podcastFeedFetches)
    .values({ feedId, day: dayOf(now), ipHash })
    .onConflictDoNothing();
  const oldest = dayOf(new Date(now.getTime() - FEED_ACTIVITY_DAYS * 86_400_000));
  await db
    .delete(podcastFeedFetches)
    .where(and(eq(podcastFeedFetches.feedId, feedId), lt(podcastFeedFetches.day, oldest)));
}

/** Per product: how many distinct feeds were fetched in the last 30 days. */
export async function feedsFetchedByProduct(db: Db, now = new Date()): Promise<Map<string, number>> {
  const since = dayOf(new Date(now.getTime() - FEED_ACTIVITY_DAYS * 86_400_000));
  const rows = await db
    .select({ productId: podcastFeeds.productId, feeds: sql<number>`count(distinct ${podcastFeeds.id})::int` })
    .from(podcastFeedFetches)
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, podcastFeedFetches.feedId))
    .where(gte(podcastFeedFetches.day, since))
    .groupBy(podcastFeeds.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.feeds)]));
}

/**
 * The (user, product) pairs whose current feed was fetched from more than
 * the limit of addresses on some day of the last 30, as `userId:productId`.
 */
export async function sharedFeeds(db: Db, now = new Date()): Promise<Set<string>> {
  const since = dayOf(new Date(now.getTime() - FEED_ACTIVITY_DAYS * 86_400_000));
  const rows = await db
    .select({
      userId: podcastFeeds.userId,
      productId: podcastFeeds.productId,
      addresses: sql<number>`count(*)::int`,
    })
    .from(podcastFeedFetches)
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, podcastFeedFetches.feedId))
    .where(and(gte(podcastFeedFetches.day, since), isNull(podcastFeeds.resetAt)))
    .groupBy(podcastFeeds.userId, podcastFeeds.productId, podcastFeedFetches.day);
  const byPair = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.productId}`;
    byPair.set(key, [...(byPair.get(key) ?? []), Number(row.addresses)]);
  }
  return new Set([...byPair].filter(([, counts]) => isFeedShared(counts)).map(([key]) => key));
}
