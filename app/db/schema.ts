import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRODUCT_TYPES } from "../content/product-types.ts";
import type { ConsentRecord } from "../lib/consent-choice.ts";

/**
 * The whole data model. Auth tables follow Better Auth's field names (it
 * reads them through the Drizzle adapter); everything else follows SPEC
 * section 3, with real constraints so bad rows cannot exist.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

// ---------------------------------------------------------------- auth

export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // Set by Better Auth's two-factor plugin once an authenticator code has been verified.
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_accounts_user_idx").on(t.userId),
    uniqueIndex("auth_accounts_provider_uq").on(t.providerId, t.accountId),
  ],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/**
 * One authenticator per user: the TOTP secret and the backup codes, both
 * encrypted with AUTH_SECRET by Better Auth. `verified` stays false until the
 * first code from the app is accepted; the lockout columns count failed
 * second-factor attempts across sign-ins.
 */
export const authTwoFactors = pgTable("auth_two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(false),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// Passkeys (WebAuthn credentials) from Better Auth's passkey plugin: the public
// key and signature counter only; the private key never leaves the device.
export const authPasskeys = pgTable(
  "auth_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
  },
  (t) => [index("auth_passkeys_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- people

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    purchaseEmail: text("purchase_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_profiles_created_idx").on(t.createdAt.desc()),
    index("user_profiles_email_idx").on(t.purchaseEmail),
  ],
);

/** A row here makes the user an admin (SPEC section 6). */
export const adminUsers = pgTable("admin_users", {
  id: text("id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- catalogue

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    productType: text("product_type").notNull().default("other"),
    imageUrl: text("image_url"),
    /** Total running time in seconds; shown as whole minutes. */
    duration: integer("duration"),
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
    isActive: boolean("is_active").notNull().default(true),
    /** Storage key of a workbook's (or other product's) document; served only after the access check. */
    filePath: text("file_path"),
    /** Where an assessment product opens: a path of this site ("/assessment") or an https URL. */
    opensAt: text("opens_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("products_type_ck", sql`${t.productType} in (${inList(PRODUCT_TYPES)})`),
    check("products_price_ck", sql`${t.price} >= 0`),
    check("products_name_ck", sql`length(trim(${t.name})) > 0`),
    index("products_created_idx").on(t.createdAt.desc()),
    index("products_type_idx").on(t.productType),
  ],
);

/** Where an order came from: Stripe Checkout, ThriveCart, or the generic signed webhook. */
export const ORDER_PROVIDERS = ["stripe", "thrivecart", "webhook"] as const;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];

/**
 * granted: every line mapped and granted. needs_attention: acknowledged, but
 * a line named a price or product no offer carries (nothing granted for it
 * until the mapping is fixed and the order replayed). refunded / disputed:
 * revoked. ended: a subscription stopped before it was paid, revoked.
 * completed: a payment plan that ran all its payments; its grants stay.
 */
export const PURCHASE_ORDER_STATUSES = [
  "granted",
  "needs_attention",
  "refunded",
  "disputed",
  "ended",
  "completed",
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** One line of an order as the provider reported it: its price or product id, and what it cost. */
export interface OrderLine {
  /** Stripe price id, ThriveCart product id, or a library product id (generic webhook). */
  reference: string;
  description: string;
  /** Minor units (cents); null when the provider does not say. */
  amount: number | null;
  /** A recurring (subscription) price rather than a one-time charge. */
  recurring: boolean;
  /** The offer the checkout was started for, when the site started it: decides between offers sharing a price. */
  offerId?: string;
}

/** A postal address as a cart provider collected it; empty strings for lines it did not give. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phone: string;
}

/**
 * What the provider said the buyer paid beside the items, in minor units,
 * and the card it was paid with: only what the provider gave (the receipt
 * shows these lines and invents none).
 */
export interface OrderCharges {
  subtotal?: number;
  discount?: number;
  tax?: number;
  shipping?: number;
  card?: { brand: string; last4: string };
  /** The coupon (promotion) code the buyer paid with, as the provider reported it. */
  coupon?: string;
}

/**
 * Orders reported by a cart provider. The order id is the primary key, so a
 * replayed delivery finds its row instead of granting twice; revocation
 * flips the status and revokes exactly the grants carrying this order id.
 * The provider references are what later events (refunds, disputes, ended
 * subscriptions) name the order by.
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    orderId: text("order_id").primaryKey(),
    provider: text("provider").$type<OrderProvider>().notNull().default("webhook"),
    email: text("email").notNull(),
    /** As the provider reported it, for the account a replay may still have to create. */
    buyerName: text("buyer_name").notNull().default(""),
    buyerId: text("buyer_id").references(() => authUsers.id, { onDelete: "set null" }),
    status: text("status").$type<PurchaseOrderStatus>().notNull(),
    /** Offer ids (app/content/checkout.ts) the mapped lines bought. */
    offerIds: jsonb("offer_ids").$type<string[]>().notNull().default([]),
    lines: jsonb("lines").$type<OrderLine[]>().notNull().default([]),
    /** Minor units (cents) of `currency`. */
    amount: integer("amount"),
    currency: text("currency"),
    /** Why it needs attention, or why it was revoked. */
    note: text("note"),
    /** Provider references: Stripe customer / payment intent / subscription ids. */
    customerRef: text("customer_ref"),
    paymentRef: text("payment_ref"),
    subscriptionRef: text("subscription_ref"),
    /** Payments a plan takes before it ends on its own (the 3-pay plan: 3). */
    installments: integer("installments"),
    /**
     * The status a dispute revoked the order from, so a dispute the owner
     * wins gives back exactly what it took (with product_access.revoked_by).
     */
    revokedFrom: text("revoked_from").$type<PurchaseOrderStatus>(),
    /**
     * When the buyer's subscription stops because they cancelled it (at
     * the end of the paid period, in Stripe's customer portal): the access
     * lasts until then, and the library says so.
     */
    cancelsAt: timestamp("cancels_at", { withTimezone: true }),
    rawEvent: jsonb("raw_event"),
    /** It bought an offer that ships (the Offers tab when it was paid): the Orders tab's "To ship". */
    ships: boolean("ships").notNull().default(false),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    charges: jsonb("charges").$type<OrderCharges>(),
    /** Set when the owner marks it shipped (with the carrier and tracking number the buyer was emailed). */
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("purchase_orders_status_ck", sql`${t.status} in (${inList(PURCHASE_ORDER_STATUSES)})`),
    check("purchase_orders_provider_ck", sql`${t.provider} in (${inList(ORDER_PROVIDERS)})`),
    // A payment belongs to one order: a purchase delivered after a refund or dispute kept under its
    // payment (record-order.server, revokeOrder) conflicts here and grants nothing.
    uniqueIndex("purchase_orders_payment_uq").on(t.provider, t.paymentRef),
    index("purchase_orders_subscription_idx").on(t.provider, t.subscriptionRef),
    index("purchase_orders_created_idx").on(t.createdAt.desc()),
    index("purchase_orders_status_idx").on(t.status),
  ],
);

/**
 * Provider events already applied, so a redelivered event (same id) changes
 * nothing even when it would otherwise act again (a second refund event).
 */
export const providerEvents = pgTable(
  "provider_events",
  {
    provider: text("provider").$type<OrderProvider>().notNull(),
    eventId: text("event_id").notNull(),
    orderId: text("order_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The last event each provider's webhook delivered: the launch checklist
 * shows which Stripe API version the endpoint sends events in.
 */
export const webhookDeliveries = pgTable("webhook_deliveries", {
  provider: text("provider").$type<OrderProvider>().primaryKey(),
  eventId: text("event_id").notNull(),
  eventType: text("event_type").notNull(),
  apiVersion: text("api_version"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per purchase or grant; revoking sets is_active false. */
export const productAccess = pgTable(
  "product_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the purchase webhook granted it, so a refund revokes exactly these rows. */
    orderId: text("order_id").references(() => purchaseOrders.orderId, { onDelete: "set null" }),
    /** The provider's dispute that revoked the row, so the dispute's win restores exactly these rows. */
    revokedBy: text("revoked_by"),
  },
  (t) => [
    index("product_access_order_idx").on(t.orderId),
    index("product_access_user_idx").on(t.userId, t.isActive),
    index("product_access_product_idx").on(t.productId, t.isActive),
    index("product_access_granted_idx").on(t.grantedAt),
  ],
);

export const audioChapters = pgTable(
  "audio_chapters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    chapterNumber: integer("chapter_number").notNull().default(1),
    title: text("title").notNull(),
    /** Seconds. */
    duration: integer("duration").notNull().default(0),
    /** Storage key of the media file; never a public URL. */
    filePath: text("file_path").notNull(),
    /** Storage key of the chapter's WebVTT transcript or captions, if any; served only with the media's access check. */
    captionsPath: text("captions_path"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audio_chapters_product_idx").on(t.productId, t.chapterNumber),
    check("audio_chapters_duration_ck", sql`${t.duration} >= 0`),
  ],
);

/**
 * A buyer's private podcast feed of one product (features/podcast-feed).
 * The URL's token is an HMAC of `seed` under AUTH_SECRET, so the library
 * can show it again while a copy of the database alone gives no working
 * URL; only its SHA-256 is looked up. "Reset feed link" sets `reset_at`
 * (that URL answers 410 from then on) and a new row takes over.
 */
export const podcastFeeds = pgTable(
  "podcast_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 32 random bytes, base64url. */
    seed: text("seed").notNull(),
    /** SHA-256 of the URL's token, hex. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    resetAt: timestamp("reset_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("podcast_feeds_token_uq").on(t.tokenHash),
    uniqueIndex("podcast_feeds_current_uq")
      .on(t.userId, t.productId)
      .where(sql`${t.resetAt} is null`),
    index("podcast_feeds_product_idx").on(t.productId),
  ],
);

/**
 * One row per feed, day and client address that fetched the feed: a keyed
 * hash of the address (never the address), for the admin's count of feeds
 * in use and the sharing flag. Rows older than 30 days are dropped.
 */
export const podcastFeedFetches = pgTable(
  "podcast_feed_fetches",
  {
    feedId: uuid("feed_id")
      .notNull()
      .references(() => podcastFeeds.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    ipHash: text("ip_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.day, t.ipHash] }), index("podcast_feed_fetches_day_idx").on(t.day)],
);

/** One row per (user, product, chapter): saving progress is an upsert. */
export const userProgress = pgTable(
  "user_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => audioChapters.id, { onDelete: "cascade" }),
    progressSeconds: doublePrecision("progress_seconds").notNull().default(0),
    lastAccessed: timestamp("last_accessed", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.chapterId] }),
    index("user_progress_recent_idx").on(t.userId, t.productId, t.lastAccessed.desc()),
    index("user_progress_chapter_idx").on(t.chapterId),
    check("user_progress_seconds_ck", sql`${t.progressSeconds} >= 0`),
  ],
);

/** A listener's playback speed for one product, so every device opens at the same speed. */
export const playbackSettings = pgTable(
  "playback_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    speed: doublePrecision("speed").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check("playback_settings_speed_ck", sql`${t.speed} >= 0.5 and ${t.speed} <= 3`),
  ],
);

/**
 * Listening history: one row per playing session of a page (its latest
 * chapter and position), with the device it came from. It feeds the
 * cross-device "Continue from" offer and the history list; user_progress
 * stays the one position per chapter that statistics count.
 */
export const listeningSessions = pgTable(
  "listening_sessions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** Chosen by the player page; unique per user only, so one user cannot touch another's rows. */
    sessionId: uuid("session_id").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => audioChapters.id, { onDelete: "cascade" }),
    /** The browser's device cookie, to tell this device's positions from another's. */
    deviceId: text("device_id").notNull(),
    /** "phone", "tablet" or "computer", from the user agent. */
    deviceLabel: text("device_label").notNull(),
    positionSeconds: doublePrecision("position_seconds").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionId] }),
    index("listening_sessions_recent_idx").on(t.userId, t.productId, t.updatedAt.desc()),
    check("listening_sessions_seconds_ck", sql`${t.positionSeconds} >= 0`),
  ],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => audioChapters.id, { onDelete: "cascade" }),
    timestampSeconds: doublePrecision("timestamp_seconds").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("bookmarks_user_product_idx").on(t.userId, t.productId),
    check("bookmarks_seconds_ck", sql`${t.timestampSeconds} >= 0`),
  ],
);

// ---------------------------------------------------------------- leads
// Public submission tables carry a unique idempotency key: a retried
// submission finds the first row instead of writing a second.

const idempotencyKey = () => text("idempotency_key").notNull().unique();

export const assessmentLeads = pgTable(
  "assessment_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Question id ("1".."5") -> chosen value. */
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    source: text("source").notNull().default("assessment"),
    stage: text("stage"),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    check("assessment_leads_source_ck", sql`${t.source} = 'assessment'`),
    index("assessment_leads_created_idx").on(t.createdAt.desc()),
  ],
);

export const authorAssessments = pgTable(
  "author_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    stage: text("stage").notNull(),
    frequency: text("frequency").notNull(),
    challenge: text("challenge").notNull(),
    timeline: text("timeline").notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [index("author_assessments_created_idx").on(t.createdAt.desc())],
);

export const authorAssessmentLeads = pgTable(
  "author_assessment_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    smsConsentVersion: text("sms_consent_version"),
    smsConsentedAt: timestamp("sms_consented_at", { withTimezone: true }),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    index("author_assessment_leads_created_idx").on(t.createdAt.desc()),
    check("author_assessment_leads_consent_ck", sql`${t.phone} is null or ${t.smsConsentedAt} is not null`),
  ],
);

export const APPLICATION_STATUSES = ["approved", "not_qualified"] as const;

export const bookCreationApplications = pgTable(
  "book_creation_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Never collected by the form (SPEC section 3); kept for parity. */
    bestTimeToContact: text("best_time_to_contact").notNull().default(""),
    bookDescription: text("book_description").notNull(),
    idealReader: text("ideal_reader").notNull(),
    expertise: text("expertise").notNull(),
    motivation: text("motivation").notNull(),
    timeExpectation: text("time_expectation").notNull(),
    earningsExpectation: text("earnings_expectation").notNull(),
    feedbackResponse: text("feedback_response").notNull(),
    changeResponse: text("change_response").notNull(),
    hoursPerWeek: text("hours_per_week").notNull(),
    investmentApproach: text("investment_approach").notNull(),
    reroutedResonance: text("rerouted_resonance").notNull(),
    faithBasedValues: text("faith_based_values").notNull(),
    qualified: boolean("qualified").notNull(),
    status: text("status").notNull(),
    smsConsentVersion: text("sms_consent_version").notNull(),
    smsConsentedAt: timestamp("sms_consented_at", { withTimezone: true }).notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    check("applications_status_ck", sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
    check(
      "applications_status_matches_ck",
      sql`(${t.qualified} and ${t.status} = 'approved') or (not ${t.qualified} and ${t.status} = 'not_qualified')`,
    ),
    index("applications_created_idx").on(t.createdAt.desc()),
  ],
);

export const LEAD_KINDS = ["readiness", "author", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const SEQUENCE_END_REASONS = ["completed", "purchased", "applied", "unsubscribed", "superseded"] as const;

/**
 * What happens after a lead is saved, one row per lead of any of the three
 * lists: its result email, the marketing consent (with the consent text's
 * version, the time and a keyed hash of the IP, never the IP itself), the
 * double opt-in confirmation, and the follow-up sequence's position.
 */
export const leadFollowups = pgTable(
  "lead_followups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadKind: text("lead_kind").notNull(),
    leadId: uuid("lead_id").notNull().unique(),
    email: text("email").notNull(),
    /** For the greeting of sequence emails. */
    name: text("name").notNull(),
    resultEmailId: uuid("result_email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    consentIpHash: text("consent_ip_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Sequence emails already queued (0-3); the next one is due at `sequence_next_at`. */
    sequenceStep: integer("sequence_step").notNull().default(0),
    sequenceNextAt: timestamp("sequence_next_at", { withTimezone: true }),
    sequenceEndReason: text("sequence_end_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_followups_kind_ck", sql`${t.leadKind} in (${inList(LEAD_KINDS)})`),
    check(
      "lead_followups_consent_ck",
      sql`(${t.consentedAt} is null) = (${t.consentVersion} is null) and (${t.confirmedAt} is null or ${t.consentedAt} is not null)`,
    ),
    check(
      "lead_followups_end_ck",
      sql`${t.sequenceEndReason} is null or ${t.sequenceEndReason} in (${inList(SEQUENCE_END_REASONS)})`,
    ),
    index("lead_followups_email_idx").on(t.email),
    index("lead_followups_due_idx").on(t.sequenceNextAt),
  ],
);

/**
 * Stripe Checkout Sessions that expired unpaid (`checkout.session.expired`),
 * one row per session: whether its "Your order is waiting" email was queued
 * (and why not), and the later session that recovered it, for the Funnel
 * tab's abandoned and recovered checkouts.
 */
export const abandonedCheckouts = pgTable(
  "abandoned_checkouts",
  {
    sessionId: text("session_id").primaryKey(),
    email: text("email"),
    offerIds: jsonb("offer_ids").$type<string[]>().notNull().default([]),
    expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
    /** The recovery email, when one was queued. */
    emailId: uuid("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    /** What the site decided about the recovery email (a rule of abandoned-checkout.ts). */
    decision: text("decision").notNull(),
    /** The paid session whose `recovered_from` names this one. */
    recoveredBy: text("recovered_by"),
    recoveredAt: timestamp("recovered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("abandoned_checkouts_expired_idx").on(t.expiredAt)],
);

/** Addresses that unsubscribed: no marketing email reaches them (account and order mail still does). */
export const emailSuppressions = pgTable("email_suppressions", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/**
 * The columns of an outbox of HTTP calls (lead events, conversions), which
 * lib/email/http-outbox.server.ts claims, retries and settles.
 */
const httpOutboxColumns = () => ({
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  status: text("status").notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const LEAD_EVENT_STATUSES = ["queued", "sending", "delivered", "failed"] as const;

/**
 * Outbox of signed events for the owner's email platform (LEADS_WEBHOOK_URL):
 * written in the transaction of the change it reports, delivered by a worker
 * with retries. The row id is the event's `webhook-id`, the same on every retry.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    followupId: uuid("followup_id").references(() => leadFollowups.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    ...httpOutboxColumns(),
  },
  (t) => [
    check("lead_events_status_ck", sql`${t.status} in (${inList(LEAD_EVENT_STATUSES)})`),
    index("lead_events_due_idx").on(t.status, t.nextAttemptAt),
    index("lead_events_followup_idx").on(t.followupId, t.createdAt.desc()),
  ],
);

export const CONVERSION_PLATFORMS = ["meta", "ga4"] as const;
export type ConversionPlatform = (typeof CONVERSION_PLATFORMS)[number];

/**
 * Outbox of server-side Purchase conversions (Meta Conversions API, GA4
 * Measurement Protocol): one row per paid order and platform, written in
 * the order's transaction and delivered with retries like the lead events.
 * The payload holds no credential: the worker adds them from the config.
 */
export const conversionEvents = pgTable(
  "conversion_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull(),
    platform: text("platform").$type<ConversionPlatform>().notNull(),
    ...httpOutboxColumns(),
  },
  (t) => [
    check("conversion_events_status_ck", sql`${t.status} in (${inList(LEAD_EVENT_STATUSES)})`),
    check("conversion_events_platform_ck", sql`${t.platform} in (${inList(CONVERSION_PLATFORMS)})`),
    uniqueIndex("conversion_events_order_platform_idx").on(t.orderId, t.platform),
    index("conversion_events_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The browser a Stripe checkout started in, kept until its order is paid so
 * the order's server-side conversions name the same visitor the pixels saw
 * (Meta's user agent, IP, fbp, fbc and page; GA4's client and session ids).
 * Only what a configured platform receives is kept, and for a few days
 * (conversions/checkout-starts.server.ts).
 */
export const checkoutStarts = pgTable(
  "checkout_starts",
  {
    /** The Stripe Checkout Session the browser was sent to. */
    sessionId: text("session_id").primaryKey(),
    userAgent: text("user_agent"),
    clientIp: text("client_ip"),
    fbp: text("fbp"),
    fbc: text("fbc"),
    /** The page the checkout started on, without its query or fragment. */
    pageUrl: text("page_url"),
    gaClientId: text("ga_client_id"),
    gaSessionId: text("ga_session_id"),
    /** The buyer's answer to the consent banner (ConsentRecord); null for a start kept before the site asked. */
    consent: text("consent").$type<ConsentRecord>(),
    createdAt: createdAt(),
  },
  (t) => [index("checkout_starts_created_idx").on(t.createdAt)],
);

/**
 * The owner's coupons (Offers tab), each a Stripe coupon with one promotion
 * code of the same name: percent or amount off the offers it names, until
 * an optional expiry and for an optional number of orders. A `?coupon=CODE`
 * link shows its price on the sales pages and applies it to that visitor's
 * checkouts; Stripe Checkout also takes it typed in "Add promotion code".
 */
export const coupons = pgTable(
  "coupons",
  {
    /** As the buyer types it, upper case (Stripe's promotion codes are case-insensitive). */
    code: text("code").primaryKey(),
    /** Exactly one of the two: a whole percentage (1-100) or an amount in cents. */
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    offerIds: jsonb("offer_ids").$type<string[]>().notNull().default([]),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    stripeCouponId: text("stripe_coupon_id").notNull(),
    stripePromotionCodeId: text("stripe_promotion_code_id").notNull(),
    /** False once the owner stops it (its promotion code is then inactive in Stripe too). */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "coupons_discount_ck",
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.amountOff}, 1) > 0`,
    ),
    uniqueIndex("coupons_promotion_code_uq").on(t.stripePromotionCodeId),
  ],
);

// ---------------------------------------------------------------- platform

export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "click",
  "navigation",
  "form_submit",
  "custom",
  "web_vital",
] as const;

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    visitorId: text("visitor_id").notNull(),
    props: jsonb("props").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    referrer: text("referrer"),
    createdAt: createdAt(),
  },
  (t) => [
    check("analytics_events_type_ck", sql`${t.type} in (${inList(ANALYTICS_EVENT_TYPES)})`),
    index("analytics_events_created_idx").on(t.createdAt),
    index("analytics_events_name_idx").on(t.name, t.createdAt),
    // The Funnel tab reads a partly rolled-up day's latest visitors' whole day (decision 019).
    index("analytics_events_visitor_idx").on(t.visitorId),
  ],
);

/**
 * Daily roll-ups of analytics_events for the admin's Funnel tab (decision
 * 012): per UTC day, the report's counts by kind and key. A visitor id
 * changes every day, so a range's unique visitors are the sum of its days'.
 * The row of kind "day" marks a day as rolled up, its key the fingerprint of
 * the definitions the rows were computed with; other kinds: "page" (path),
 * "referrer_domain" / "utm_source" / "utm_campaign" (value), "funnel"
 * ("funnelId:step"), "checkout" / "purchase" (offer; amount is revenue).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    visitors: integer("visitors").notNull().default(0),
    events: integer("events").notNull().default(0),
    amount: numeric("amount").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/**
 * A day whose roll-up rows are provisional (decision 019): they hold the
 * events created before `through`, computed with the definitions of
 * `fingerprint`. The roll-up job refreshes today's; the day's final roll-up
 * replaces its rows and deletes this row.
 */
export const analyticsPartialDays = pgTable("analytics_partial_days", {
  day: date("day").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  through: timestamp("through", { withTimezone: true }).notNull(),
});

/** Per UTC day and page, how many page loads measured each Core Web Vital value (quantized on ingestion). */
export const analyticsDailyVitals = pgTable(
  "analytics_daily_vitals",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    samples: integer("samples").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.metric, t.value] })],
);

// "suppressed": a marketing email whose address unsubscribed before it went out; never sent.
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed", "suppressed"] as const;

/**
 * Why an email is sent, which decides whether the suppression list applies:
 * account and order mail always goes out, an email a lead asked for (their
 * result, the confirmation link) goes out, marketing never reaches an
 * address that unsubscribed.
 */
export const EMAIL_KINDS = ["transactional", "lead", "marketing"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Transactional outbox: requests only insert rows here; a worker delivers
 * them, so a slow or broken mail server never fails or slows a request.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull().default("transactional"),
    /** Extra message headers: Reply-To, List-Unsubscribe, List-Unsubscribe-Post. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Not sent at or after this time (an offer's deadline, a link that expires): the worker drops it instead. */
    sendBefore: timestamp("send_before", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_outbox_status_ck", sql`${t.status} in (${inList(EMAIL_STATUSES)})`),
    check("email_outbox_kind_ck", sql`${t.kind} in (${inList(EMAIL_KINDS)})`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt.desc()),
  ],
);

/** Fixed-window counters shared by every instance behind the load balancer. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * The owner's site settings (key `site`) and offers (key `offer:<id>`),
 * edited in the admin. Every save bumps the row's version: each instance
 * compares the versions (one small query at most every second) to notice
 * another instance's save and re-render its cached marketing pages.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of a site_settings row (the Site tab, each offer, the
 * pages' words): who saved it and when, so the History tab shows what each
 * save changed and restores any earlier version (as a new save).
 */
export const siteSettingsHistory = pgTable(
  "site_settings_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    value: jsonb("value").notNull(),
    /** The admin who saved it; null for a save outside the admin (a seed, a script). */
    savedBy: text("saved_by"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("site_settings_history_key_version_uq").on(t.key, t.version),
    index("site_settings_history_saved_idx").on(t.savedAt.desc()),
  ],
);

// ---------------------------------------------------------------- offer deadlines

/**
 * A browser seen on a countdown page, known by a random id in a first-party
 * HttpOnly cookie. `contact` (a lowercased email) is set once the visitor
 * opened a signed link from an email or gave their address: from then on the
 * visitor shares that contact's deadlines.
 */
export const funnelVisitors = pgTable(
  "funnel_visitors",
  {
    id: uuid("id").primaryKey(),
    contact: text("contact"),
    createdAt: createdAt(),
  },
  (t) => [index("funnel_visitors_contact_idx").on(t.contact)],
);

/**
 * One deadline per owner and countdown (issue 16): `owner` is `visitor:<id>`
 * for an anonymous visitor or `contact:<email>` for a known one. A row is
 * written once and never moved, so a reload, a new tab or another device
 * resumes the same deadline.
 */
export const offerDeadlines = pgTable(
  "offer_deadlines",
  {
    owner: text("owner").notNull(),
    countdown: text("countdown").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.countdown] }),
    check("offer_deadlines_order_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// ---------------------------------------------------------------- data rights

/** Who asked for an erasure: the member from their account page, or an admin in the Data requests tab. */
export const ERASURE_REQUESTERS = ["member", "admin"] as const;
export type ErasureRequester = (typeof ERASURE_REQUESTERS)[number];

/**
 * One row per erasure (features/data-rights): who asked, when, and how many
 * rows each table lost. Never what was erased: no address, no name, not
 * even the erased account's id, so the log itself holds nothing about the
 * person.
 */
export const dataErasures = pgTable(
  "data_erasures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: text("requested_by").$type<ErasureRequester>().notNull(),
    /** The admin who erased; null for the member themself (and once that admin's own account is erased). */
    adminId: text("admin_id"),
    /** Table name -> rows erased. */
    erasedRows: jsonb("erased_rows").$type<Record<string, number>>().notNull(),
    /** Orders kept for bookkeeping (the law requires them), with the buyer's address and name. */
    keptOrders: integer("kept_orders").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("data_erasures_requested_by_ck", sql`${t.requestedBy} in (${inList(ERASURE_REQUESTERS)})`),
    index("data_erasures_created_idx").on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- phone second factor

/**
 * A member's phone for sign-in codes by text message (features/auth/phone).
 * While `verifiedAt` is null the number is being proven: `codeHash` holds
 * the SHA-256 of the code sent to it, tried at most a few times before it
 * expires. Its own consent: the application form's SMS consent is never
 * read for this.
 */
export const phoneNumbers = pgTable("phone_numbers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  codeAttempts: integer("code_attempts").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Outbox of text messages (sign-in and verification codes) for the
 * Twilio-compatible API of SMS_URL, delivered with the lead events'
 * retries (lib/email/http-outbox.server.ts). The payload holds the
 * number and the text, never a credential.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    ...httpOutboxColumns(),
  },
  (t) => [
    check("sms_outbox_status_ck", sql`${t.status} in (${inList(LEAD_EVENT_STATUSES)})`),
    index("sms_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

// ---------------------------------------------------------------- sign in with Rerouted (OAuth 2.1 / OpenID provider)

/**
 * Applications the admin lets members sign in to with their Rerouted
 * account (features/auth/oauth-provider). The id is the public client_id;
 * the secret is kept only as its SHA-256 (it is 256 random bits, shown once).
 */
export const oauthClients = pgTable(
  "oauth_clients",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** Exact redirect URIs; an authorization request naming any other is refused. */
    redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
    /** The scopes the client may ask for. */
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("oauth_clients_name_ck", sql`length(trim(${t.name})) > 0`)],
);

/**
 * The keys that sign ID tokens, newest first in use. A key is replaced
 * when it is old (or the admin rotates it); a replaced key stays in the JWKS
 * for a while so tokens it signed still verify. The private key is
 * encrypted with a key derived from AUTH_SECRET.
 */
export const oauthSigningKeys = pgTable("oauth_signing_keys", {
  id: text("id").primaryKey(),
  publicJwk: jsonb("public_jwk").$type<Record<string, string>>().notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
  /** When a newer key took over; null for the key in use. */
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});

/** A member's approval of one client for some scopes; revoking it deletes its codes and tokens. */
export const oauthConsents = pgTable(
  "oauth_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oauth_consents_user_client_uq").on(t.userId, t.clientId)],
);

/** Authorization codes (by SHA-256), single use, a minute long; a used one is kept to detect a replay. */
export const oauthCodes = pgTable("oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  consentId: uuid("consent_id")
    .notNull()
    .references(() => oauthConsents.id, { onDelete: "cascade" }),
  redirectUri: text("redirect_uri").notNull(),
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  codeChallenge: text("code_challenge").notNull(),
  nonce: text("nonce"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const OAUTH_TOKEN_KINDS = ["access", "refresh"] as const;
export type OAuthTokenKind = (typeof OAUTH_TOKEN_KINDS)[number];

/**
 * Access and refresh tokens (by SHA-256). `family` is the code they came
 * from: a replayed code or a reused refresh token revokes the whole family.
 */
export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind").$type<OAuthTokenKind>().notNull(),
    consentId: uuid("consent_id")
      .notNull()
      .references(() => oauthConsents.id, { onDelete: "cascade" }),
    family: text("family").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A refresh token is used once: the next one replaces it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("oauth_tokens_kind_ck", sql`${t.kind} in (${inList(OAUTH_TOKEN_KINDS)})`),
    index("oauth_tokens_family_idx").on(t.family),
    index("oauth_tokens_consent_idx").on(t.consentId),
  ],
);
