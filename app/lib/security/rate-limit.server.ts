import { sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { data } from "react-router";
import { queryRows, type Db } from "~/db/client.server";
import { type BackgroundTask, runInBackground } from "~/lib/background-task.server";
import { groupCommit } from "~/lib/group-commit";
import type { Logger } from "~/logger.server";
import { RATE_LIMITS, rateLimitVerdict, type RateLimitName, type RateLimitVerdict } from "./rate-limit";

const DEFAULT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
// Expired counters are swept this often; the longest windows last a day.
const PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Counts one request against `name` for `subject` (usually the client IP)
 * in the database, so every instance behind a load balancer shares the
 * counter. One statement: it resets an expired window or increments the
 * current one atomically, so concurrent requests cannot both slip through.
 */
export async function hitRateLimit(
  db: Pick<Db, "execute">,
  name: RateLimitName,
  subject: string,
  now = Date.now(),
  limit: number = RATE_LIMITS[name].limit,
): Promise<RateLimitVerdict> {
  const rule = { ...RATE_LIMITS[name], limit };
  const key = `${name}:${subject}`;
  const nowTs = new Date(now).toISOString();
  const expiredBefore = new Date(now - rule.windowMs).toISOString();
  const [row] = await queryRows<{ window_start: string | Date; count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${nowTs}, 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then excluded.window_start else rate_limits.window_start end,
      count = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then 1 else rate_limits.count + 1 end
    returning window_start, count`,
  );
  if (!row) throw new Error("rate limit upsert returned no row");
  return rateLimitVerdict({ windowStart: new Date(row.window_start).getTime(), count: Number(row.count) }, rule, now);
}

export interface RateLimitHit {
  name: RateLimitName;
  subject: string;
}

/**
 * Several counters hit in turn, in one statement (one round trip), as if by
 * `hitRateLimit` one after the other stopping at the first refusal: each is
 * counted only when every one before it allowed its hit, and answers null
 * when it was not counted. For a transaction that checks a request's
 * budget and then its email's caps.
 */
export async function hitRateLimitsInTurn(
  db: Pick<Db, "execute">,
  hits: RateLimitHit[],
  now = Date.now(),
): Promise<(RateLimitVerdict | null)[]> {
  const { clauses, rows } = rateLimitsInTurnSql(hits, now);
  return rateLimitVerdictsOf(hits, await queryRows<RateLimitRow>(db, sql`with ${clauses} ${rows}`), now);
}

/** A row of rateLimitsInTurnSql's select: the counter `i` of the hits after its hit. */
export interface RateLimitRow {
  i: number;
  window_start: string | Date;
  count: number;
}

/**
 * The parts of hitRateLimitsInTurn's statement, for a caller that puts
 * more in it: the WITH clauses `hit_0`, `hit_1`, … and the select of their
 * rows (i, window_start, count), in that order. With `onlyIf` (an SQL
 * condition, e.g. on a clause the caller puts before these) the first
 * counter, and so every one, is hit only when it holds.
 */
export function rateLimitsInTurnSql(hits: RateLimitHit[], now: number, onlyIf?: SQL): { clauses: SQL; rows: SQL } {
  const nowTs = new Date(now).toISOString();
  const clauses = hits.map(({ name, subject }, i) => {
    const { windowMs } = RATE_LIMITS[name];
    const expiredBefore = new Date(now - windowMs).toISOString();
    const previous = hits[i - 1];
    // The SQL form of rateLimitVerdict's `allowed` for the hit before this one.
    const condition = previous
      ? sql`where (select count <= ${RATE_LIMITS[previous.name].limit} from ${sql.raw(`hit_${i - 1}`)})`
      : onlyIf
        ? sql`where ${onlyIf}`
        : sql``;
    return sql`${sql.raw(`hit_${i}`)} as (
      insert into rate_limits (key, window_start, count)
      select ${`${name}:${subject}`}, ${nowTs}::timestamptz, 1 ${condition}
      on conflict (key) do update set
        window_start = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then excluded.window_start else rate_limits.window_start end,
        count = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then 1 else rate_limits.count + 1 end
      returning window_start, count)`;
  });
  const rows = sql.join(
    hits.map((_, i) => sql`select ${i}::int as i, window_start, count from ${sql.raw(`hit_${i}`)}`),
    sql` union all `,
  );
  return { clauses: sql.join(clauses, sql`, `), rows };
}

/** The verdicts of `hits` from their rows (rateLimitsInTurnSql's); null for a counter not hit. */
export function rateLimitVerdictsOf(
  hits: RateLimitHit[],
  rows: RateLimitRow[],
  now: number,
): (RateLimitVerdict | null)[] {
  return hits.map(({ name }, i) => {
    const row = rows.find((r) => Number(r.i) === i);
    if (!row) return null;
    return rateLimitVerdict(
      { windowStart: new Date(row.window_start).getTime(), count: Number(row.count) },
      RATE_LIMITS[name],
      now,
    );
  });
}

/** Counters a statement counts at most (2 parameters each, plus 2). */
const KEYS_PER_STATEMENT = 500;
type Hit = { name: RateLimitName; subject: string; limit: number };
const hitters = new WeakMap<object, Map<string, (hit: Hit) => Promise<RateLimitVerdict>>>();

/**
 * `hitRateLimit` for concurrent requests (group commit): hits on one rule
 * that arrive while its last statement runs are counted by one statement,
 * each counter once with its number of hits. In a burst of leads the
 * site-wide counter is one row every request would otherwise update in
 * turn, each waiting for the previous one's row lock. Each caller gets the
 * count it would have seen alone (its place among the batch's hits on that
 * counter), so the limit is exactly as strict.
 */
function hitRateLimitTogether(db: Pick<Db, "execute">, hit: Hit): Promise<RateLimitVerdict> {
  let byRule = hitters.get(db);
  if (!byRule) hitters.set(db, (byRule = new Map()));
  const ruleKey = `${hit.name}:${hit.limit}`;
  let hitter = byRule.get(ruleKey);
  if (!hitter) {
    const rule = { ...RATE_LIMITS[hit.name], limit: hit.limit };
    hitter = groupCommit<Hit, RateLimitVerdict>(
      async (hits) => {
        const now = Date.now();
        const counts = new Map<string, number>();
        for (const { subject } of hits) counts.set(subject, (counts.get(subject) ?? 0) + 1);
        const nowTs = new Date(now).toISOString();
        const expiredBefore = new Date(now - rule.windowMs).toISOString();
        const values = sql.join(
          [...counts].map(([subject, n]) => sql`(${`${hit.name}:${subject}`}, ${nowTs}::timestamptz, ${n}::int)`),
          sql`, `,
        );
        const rows = await queryRows<{ key: string; window_start: string | Date; count: number }>(
          db,
          sql`
          insert into rate_limits (key, window_start, count) values ${values}
          on conflict (key) do update set
            window_start = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then excluded.window_start else rate_limits.window_start end,
            count = case when rate_limits.window_start <= ${expiredBefore}::timestamptz then excluded.count else rate_limits.count + excluded.count end
          returning key, window_start, count`,
        );
        const after = new Map(rows.map((row) => [row.key.slice(hit.name.length + 1), row]));
        const seen = new Map<string, number>();
        return hits.map(({ subject }) => {
          const row = after.get(subject);
          if (!row) throw new Error("rate limit upsert returned no row");
          const place = seen.get(subject) ?? 0;
          seen.set(subject, place + 1);
          const count = Number(row.count) - (counts.get(subject) ?? 1) + 1 + place;
          return rateLimitVerdict({ windowStart: new Date(row.window_start).getTime(), count }, rule, now);
        });
      },
      { maxBatch: KEYS_PER_STATEMENT },
    );
    byRule.set(ruleKey, hitter);
  }
  return hitter(hit);
}

/** The 429 of a form action, with the message it renders and when to try again. */
export function tooManyAttempts(retryAfterSeconds: number, message = DEFAULT_MESSAGE) {
  return data({ error: message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * For actions that render their own error: a 429 with the message, or null.
 * `limit` replaces the rule's own where the operator configures it.
 */
export async function rateLimitResponse(
  db: Pick<Db, "execute">,
  name: RateLimitName,
  subject: string,
  message = DEFAULT_MESSAGE,
  limit?: number,
) {
  // Inside a transaction the hit belongs to it: counted there, alone.
  const verdict =
    db instanceof PgTransaction
      ? await hitRateLimit(db, name, subject, Date.now(), limit)
      : await hitRateLimitTogether(db, { name, subject, limit: limit ?? RATE_LIMITS[name].limit });
  return verdict.allowed ? null : tooManyAttempts(verdict.retryAfterSeconds, message);
}

/**
 * Forgets `subject`'s counter: a successful sign-in clears its account's
 * failed guesses, so an owner signing in on several devices never locks
 * themselves out while a guesser still meets the limit.
 */
export async function clearRateLimit(db: Db, name: RateLimitName, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${name}:${subject}`}`);
}

/** For API routes: throws the 429 so the happy path reads straight down. */
export async function enforceRateLimit(
  db: Pick<Db, "execute">,
  name: RateLimitName,
  subject: string,
  message = DEFAULT_MESSAGE,
  limit?: number,
): Promise<void> {
  const limited = await rateLimitResponse(db, name, subject, message, limit);
  if (limited) throw limited;
}

/**
 * Deletes counters whose window has expired, each by its own rule's window:
 * one row per client address, account and recipient tried would otherwise
 * pile up forever. An expired row carries no information (the next hit
 * starts a new window). A key of no current rule is kept for the longest
 * window.
 */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const rules = Object.entries(RATE_LIMITS);
  const windows = sql.join(
    rules.map(([name, rule]) => sql`(${name}::text, ${rule.windowMs}::bigint)`),
    sql`, `,
  );
  const longest = Math.max(...rules.map(([, rule]) => rule.windowMs));
  const deleted = await queryRows<{ key: string }>(
    db,
    sql`
    delete from rate_limits where window_start < ${new Date(now).toISOString()}::timestamptz - interval '1 millisecond' * coalesce(
      (select rules.window_ms from (values ${windows}) as rules(name, window_ms) where rules.name = split_part(rate_limits.key, ':', 1)),
      ${longest}::bigint)
    returning key`,
  );
  return deleted.length;
}

/** Every instance may prune (the delete is idempotent). */
export function scheduleRateLimitPruning(options: { db: Db; log: Logger }): BackgroundTask {
  return runInBackground({ name: "rate limit pruning", everyMs: PRUNE_EVERY_MS, log: options.log }, () =>
    pruneRateLimits(options.db).then(() => {}),
  );
}
