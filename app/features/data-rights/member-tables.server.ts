import { eq, getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import { mailboxKey } from "~/lib/email/mailbox";

/**
 * Which rows of every table of the schema are about one person, the one
 * place both the export and the erasure read (features/data-rights). A
 * person is an address (compared case-insensitively) and, when they have
 * an account, its id. tests/integration/data-rights.test.ts checks that
 * every table of app/db/schema.ts is named here, either in MEMBER_TABLES
 * or in LEFT_OUT with the reason.
 */
export interface DataSubject {
  /** Trimmed and lower-cased. */
  email: string;
  /** The account's id, or null for a lead without an account. */
  userId: string | null;
}

/** What an erasure does to a table's rows about the person. */
type OnErase =
  /** Deleted. */
  | { kind: "delete" }
  /** Kept, as the law requires (the bookkeeping record of a sale). */
  | { kind: "keep" }
  /** Kept, with the column that names the person emptied (the rows are the site's, not theirs). */
  | { kind: "detach"; set: Record<string, null> };

export interface MemberTable {
  table: PgTable;
  /** What the rows are, in the admin's words (the Data requests tab). */
  label: string;
  /** The person's rows; null when the table can hold none of theirs (an account table, for a lead). */
  rows: (subject: DataSubject) => SQL | null;
  /** Columns never exported: secrets, tokens, password hashes (their presence is reported, not their value). */
  secret?: readonly string[];
  onErase: OnErase;
}

const byEmail = (column: SQL | AnyColumn) => (subject: DataSubject) => sql`lower(${column}) = ${subject.email}`;
const byUser = (column: AnyColumn) => (subject: DataSubject) =>
  subject.userId === null ? null : eq(column, subject.userId);
const remove: OnErase = { kind: "delete" };

/** The lead follow-ups of the address, for the events that name them. */
const followupsOf = (subject: DataSubject) =>
  sql`select ${schema.leadFollowups.id} from ${schema.leadFollowups} where lower(${schema.leadFollowups.email}) = ${subject.email}`;

/** Rows of an app approval (oauth_consents) of the account. */
const consentOf = (column: AnyColumn, userId: string) =>
  sql`${column} in (select ${schema.oauthConsents.id} from ${schema.oauthConsents} where ${schema.oauthConsents.userId} = ${userId})`;

/**
 * In erasure order: rows that point at others first (lead events before
 * their follow-ups), the account row last.
 */
export const MEMBER_TABLES: readonly MemberTable[] = [
  // Orders are the bookkeeping record of a sale: kept with the buyer's address and name as the provider
  // reported them (they are what an accountant or a tax audit reads); the account they were linked to is
  // gone, so the link empties itself (buyer_id: on delete set null).
  {
    table: schema.purchaseOrders,
    label: "Orders (kept)",
    rows: (s) =>
      s.userId === null
        ? byEmail(schema.purchaseOrders.email)(s)
        : sql`(${schema.purchaseOrders.buyerId} = ${s.userId} or lower(${schema.purchaseOrders.email}) = ${s.email})`,
    onErase: { kind: "keep" },
  },
  { table: schema.productAccess, label: "Library access", rows: byUser(schema.productAccess.userId), onErase: remove },
  {
    table: schema.userProgress,
    label: "Listening progress",
    rows: byUser(schema.userProgress.userId),
    onErase: remove,
  },
  {
    table: schema.playbackSettings,
    label: "Player settings",
    rows: byUser(schema.playbackSettings.userId),
    onErase: remove,
  },
  {
    table: schema.listeningSessions,
    label: "Listening history",
    rows: byUser(schema.listeningSessions.userId),
    onErase: remove,
  },
  { table: schema.bookmarks, label: "Bookmarks", rows: byUser(schema.bookmarks.userId), onErase: remove },
  // The days and (keyed hashes of the) addresses that fetched the member's podcast feeds, before the feeds.
  {
    table: schema.podcastFeedFetches,
    label: "Podcast feed fetches",
    rows: (s) =>
      s.userId === null
        ? null
        : sql`${schema.podcastFeedFetches.feedId} in (select ${schema.podcastFeeds.id} from ${schema.podcastFeeds} where ${schema.podcastFeeds.userId} = ${s.userId})`,
    onErase: remove,
  },
  // Private podcast feeds: what the seed and the token's hash would rebuild is a working feed address.
  {
    table: schema.podcastFeeds,
    label: "Podcast feeds",
    rows: byUser(schema.podcastFeeds.userId),
    secret: ["seed", "tokenHash"],
    onErase: remove,
  },
  {
    table: schema.assessmentLeads,
    label: "Readiness assessment",
    rows: byEmail(schema.assessmentLeads.email),
    onErase: remove,
  },
  {
    table: schema.authorAssessments,
    label: "Author assessment",
    rows: byEmail(schema.authorAssessments.email),
    onErase: remove,
  },
  {
    table: schema.authorAssessmentLeads,
    label: "Author assessment lead (SMS consent)",
    rows: byEmail(schema.authorAssessmentLeads.email),
    onErase: remove,
  },
  {
    table: schema.bookCreationApplications,
    label: "Book creation application",
    rows: byEmail(schema.bookCreationApplications.email),
    onErase: remove,
  },
  // The events reporting the address's leads to the owner's email platform (their payload names it).
  {
    table: schema.leadEvents,
    label: "Events for the email platform",
    rows: (s) => sql`${schema.leadEvents.followupId} in (${followupsOf(s)})`,
    onErase: remove,
  },
  // Marketing consent (version, time, keyed hash of the IP) and the double opt-in confirmation.
  {
    table: schema.leadFollowups,
    label: "Marketing consent and follow-ups",
    rows: byEmail(schema.leadFollowups.email),
    onErase: remove,
  },
  // Erasing the address takes it off the unsubscribe list too: the site keeps nothing that names it.
  {
    table: schema.emailSuppressions,
    label: "Unsubscribe",
    rows: byEmail(schema.emailSuppressions.email),
    onErase: remove,
  },
  // Every email to the address; the export leaves out the bodies, whose links carry one-time tokens.
  {
    table: schema.emailOutbox,
    label: "Emails sent",
    rows: byEmail(schema.emailOutbox.to),
    secret: ["html", "text", "headers"],
    onErase: remove,
  },
  // Counters keyed `<rule>:<address or account id>`: emails sent to the mailbox, sign-in attempts.
  {
    table: schema.rateLimits,
    label: "Rate-limit counters",
    rows: (s) => {
      const subjects = [...new Set([s.email, mailboxKey(s.email), ...(s.userId ? [s.userId.toLowerCase()] : [])])];
      return sql.join(
        subjects.map((value) => sql`right(lower(${schema.rateLimits.key}), ${value.length + 1}) = ${`:${value}`}`),
        sql` or `,
      );
    },
    onErase: remove,
  },
  // Stripe Checkout sessions the address left unpaid, and whether a recovery email was sent.
  {
    table: schema.abandonedCheckouts,
    label: "Unfinished checkouts",
    rows: byEmail(schema.abandonedCheckouts.email),
    onErase: remove,
  },
  // A browser that opened a link from one of the address's emails, and the countdowns it shares.
  {
    table: schema.funnelVisitors,
    label: "Browsers known by their email link",
    rows: byEmail(schema.funnelVisitors.contact),
    onErase: remove,
  },
  {
    table: schema.offerDeadlines,
    label: "Offer deadlines",
    rows: (s) => eq(schema.offerDeadlines.owner, `contact:${s.email}`),
    onErase: remove,
  },
  // An admin's saves of the site's settings: the settings stay, the address that saved them goes.
  {
    table: schema.siteSettingsHistory,
    label: "Admin saves of the site's settings",
    rows: byEmail(schema.siteSettingsHistory.savedBy),
    onErase: { kind: "detach", set: { savedBy: null } },
  },
  // An admin's earlier erasures: the log stays, the id of the admin who made them goes.
  {
    table: schema.dataErasures,
    label: "Erasures made as an admin",
    rows: byUser(schema.dataErasures.adminId),
    onErase: { kind: "detach", set: { adminId: null } },
  },
  // Password links and sign-in challenges: Better Auth keeps the account's id as the value.
  {
    table: schema.authVerifications,
    label: "Password links",
    rows: byUser(schema.authVerifications.value),
    secret: ["identifier", "value"],
    onErase: remove,
  },
  // Devices and times only: the token is the session itself.
  {
    table: schema.authSessions,
    label: "Sessions",
    rows: byUser(schema.authSessions.userId),
    secret: ["token"],
    onErase: remove,
  },
  {
    table: schema.authAccounts,
    label: "Sign-in credentials",
    rows: byUser(schema.authAccounts.userId),
    secret: ["password", "accessToken", "refreshToken", "idToken"],
    onErase: remove,
  },
  // Whether two-factor is on, never the authenticator secret or the backup codes.
  {
    table: schema.authTwoFactors,
    label: "Two-factor authentication",
    rows: byUser(schema.authTwoFactors.userId),
    secret: ["secret", "backupCodes"],
    onErase: remove,
  },
  // Codes texted to the member's phone (the number is theirs; the codes are never exported).
  {
    table: schema.smsOutbox,
    label: "Text messages",
    rows: (subject) =>
      subject.userId === null
        ? null
        : sql`${schema.smsOutbox.to} in (select ${schema.phoneNumbers.phone} from ${schema.phoneNumbers} where ${schema.phoneNumbers.userId} = ${subject.userId})`,
    secret: ["payload"],
    onErase: remove,
  },
  {
    table: schema.phoneNumbers,
    label: "Phone for sign-in codes",
    rows: byUser(schema.phoneNumbers.userId),
    secret: ["codeHash"],
    onErase: remove,
  },
  // "Sign in with Rerouted": the codes and tokens of the member's approvals (only hashes), before the approvals.
  {
    table: schema.oauthCodes,
    label: "Sign-in codes given to apps",
    rows: (s) => (s.userId === null ? null : consentOf(schema.oauthCodes.consentId, s.userId)),
    secret: ["codeHash", "codeChallenge"],
    onErase: remove,
  },
  {
    table: schema.oauthTokens,
    label: "Tokens given to apps",
    rows: (s) => (s.userId === null ? null : consentOf(schema.oauthTokens.consentId, s.userId)),
    secret: ["tokenHash", "family"],
    onErase: remove,
  },
  {
    table: schema.oauthConsents,
    label: "Apps signed in with Rerouted",
    rows: byUser(schema.oauthConsents.userId),
    onErase: remove,
  },
  // The passkeys' names and dates; the public keys are the credentials themselves.
  {
    table: schema.authPasskeys,
    label: "Passkeys",
    rows: byUser(schema.authPasskeys.userId),
    secret: ["publicKey", "credentialID"],
    onErase: remove,
  },
  { table: schema.adminUsers, label: "Admin rights", rows: byUser(schema.adminUsers.id), onErase: remove },
  { table: schema.userProfiles, label: "Profile", rows: byUser(schema.userProfiles.id), onErase: remove },
  { table: schema.authUsers, label: "Account", rows: byUser(schema.authUsers.id), onErase: remove },
];

/** Tables that hold nothing about a person, or nothing that can be found by their address or account. */
export const LEFT_OUT: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [schema.products, "the catalogue"],
  [schema.audioChapters, "the catalogue"],
  [schema.providerEvents, "ids of payment events already applied, no person in them"],
  [schema.webhookDeliveries, "the last event each payment provider sent, for the launch checklist"],
  [
    schema.conversionEvents,
    "a kept order's conversions: the buyer's address only as Meta's SHA-256 hash, never in clear; delivered within minutes",
  ],
  [
    schema.checkoutStarts,
    "a checkout's browser (user agent, IP, ad cookies) for a few days, keyed by the Stripe session: nothing links it to an address or account",
  ],
  [schema.analyticsEvents, "first-party analytics: a visitor id that changes every day, no address, no account"],
  [schema.analyticsDaily, "daily counts"],
  [schema.analyticsPartialDays, "daily counts"],
  [schema.analyticsDailyVitals, "daily counts"],
  [schema.siteSettings, "the owner's settings and words (their saves are in site_settings_history)"],
  [schema.coupons, "the owner's coupon codes; a buyer's use of one is on their order"],
  [schema.oauthClients, "the applications the admin registered for Sign in with Rerouted"],
  [schema.oauthSigningKeys, "the keys that sign ID tokens"],
]);

const LABELS = new Map(MEMBER_TABLES.map((entry) => [getTableName(entry.table), entry.label]));

/** A table's rows in the admin's words, by the table's name (the export's keys, the erasure log's). */
export const labelOf = (tableName: string): string => LABELS.get(tableName) ?? tableName;
