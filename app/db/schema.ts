import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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

export const PURCHASE_ORDER_STATUSES = ["paid", "refunded"] as const;

/**
 * Orders reported by the cart's purchase webhook. The order id is the
 * primary key, so a replayed delivery finds its row instead of granting
 * twice; a refund flips the status and revokes the order's grants.
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    orderId: text("order_id").primaryKey(),
    email: text("email").notNull(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("purchase_orders_status_ck", sql`${t.status} in (${inList(PURCHASE_ORDER_STATUSES)})`)],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index("audio_chapters_product_idx").on(t.productId, t.chapterNumber),
    check("audio_chapters_duration_ck", sql`${t.duration} >= 0`),
  ],
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

// ---------------------------------------------------------------- platform

export const ANALYTICS_EVENT_TYPES = ["page_view", "click", "navigation", "form_submit", "custom"] as const;

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
  ],
);

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;

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
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_outbox_status_ck", sql`${t.status} in (${inList(EMAIL_STATUSES)})`),
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
