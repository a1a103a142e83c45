import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { OWNER_ONLY_DIR } from "~/db/data-dir-permissions.server";
import { parseStorageUrl } from "~/storage/s3-storage.server";
import { webhookSecretKey } from "~/lib/webhook-signature.server";
import { parseTrustProxy, type TrustProxy } from "~/lib/trust-proxy";
import { PROJECT_ROOT } from "./project-root.server";

/**
 * Environment configuration, validated once at boot. Every variable is
 * documented in `.env.example`; nothing else in the server reads
 * `process.env` directly, so a typo fails loudly at start-up instead of
 * surfacing as a strange behaviour later.
 */

/** Meta's Graph API version the Conversions API is called with (each is supported for two years). */
const META_CAPI_DEFAULT_URL = "https://graph.facebook.com/v25.0";
const GA_MP_DEFAULT_URL = "https://www.google-analytics.com/mp/collect";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : ["1", "true", "yes", "on"].includes(value)));

/**
 * A URL variable, checked for scheme and shape at start: a value that
 * parses as a URL but is the wrong kind (`localhost:4109` is a URL of
 * scheme "localhost:") would otherwise pass and fail later, after
 * "listening", in whatever first uses it. The message never repeats the
 * value, which may hold a password.
 */
function urlVariable(name: string, expected: string, accepts: (url: URL) => boolean) {
  return z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .refine((value) => URL.canParse(value) && accepts(new URL(value)), { error: `${name} must be ${expected}` })
        .optional(),
    );
}

const hasHost = (url: URL) => url.hostname !== "";
const isHttp = (url: URL) => (url.protocol === "http:" || url.protocol === "https:") && hasHost(url);
/** An http(s) endpoint of a service the server calls. */
const httpUrl = (name: string, example: string) => urlVariable(name, `an http(s) URL, e.g. ${example}`, isHttp);

/** The address of the site itself: scheme and host (a port if any), nothing after them. */
const isSiteAddress = (url: URL) =>
  isHttp(url) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;

/** What app/storage accepts (its own parser, so the two never disagree). */
function isStorageUrl(url: URL): boolean {
  try {
    parseStorageUrl(url.href);
    return true;
  } catch {
    return false;
  }
}

/** A free-text variable; empty means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value.trim() || undefined : undefined));

/** An optional variable, trimmed (empty means unset), then held to `check`. */
function trimmedOptional<Out>(check: z.ZodType<Out, string>) {
  return z
    .string()
    .optional()
    .transform((value) => (value ? value.trim() : undefined))
    .pipe(check.optional());
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: urlVariable(
    "BASE_URL",
    "the site's public address, http(s)://host[:port] with no path, e.g. https://example.com",
    isSiteAddress,
  ),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: urlVariable(
    "DATABASE_URL",
    "a PostgreSQL URL, postgres://USER:PASSWORD@HOST:5432/DATABASE",
    (url) => url.protocol === "postgres:" || url.protocol === "postgresql:",
  ),
  STORAGE_URL: urlVariable(
    "STORAGE_URL",
    "an S3 bucket's URL with its credentials, https://KEY:SECRET@endpoint/bucket?region=…",
    isStorageUrl,
  ),
  SMTP_URL: urlVariable(
    "SMTP_URL",
    "an SMTP server's URL, smtp://USER:PASSWORD@HOST:587 or smtps://USER:PASSWORD@HOST:465",
    (url) => (url.protocol === "smtp:" || url.protocol === "smtps:") && hasHost(url),
  ),
  MAIL_FROM: z.string().min(3).default("Rerouted <hello@example.com>"),
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("ADMIN_EMAILS must be a comma-separated list of emails"))),
  SEED_DEMO: flag,
  DEMO_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(8, "DEMO_PASSWORD must be at least 8 characters").optional()),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  /** How long SIGTERM waits for in-flight requests (media downloads) before exiting. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  META_PIXEL_ID: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{5,20}$/, "META_PIXEL_ID is the numeric id of the Meta pixel")
        .optional(),
    ),
  GA_MEASUREMENT_ID: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,16}$/, "GA_MEASUREMENT_ID looks like G-XXXXXXX")
        .optional(),
    ),
  /**
   * The request header in which the proxy or CDN names the visitor's country
   * (Cloudflare: CF-IPCountry), for the consent banner's regional setting.
   */
  COUNTRY_HEADER: trimmedOptional(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "COUNTRY_HEADER is a header name, like CF-IPCountry")
      .transform((name) => name.toLowerCase()),
  ),
  /**
   * The internal location under which nginx or Caddy serves DATA_DIR/uploads
   * (docs/deploy/): media answers carry `X-Accel-Redirect: <prefix><key>`
   * once access is checked, and the proxy sends the bytes.
   */
  MEDIA_ACCEL_REDIRECT: trimmedOptional(
    z
      .string()
      .regex(
        /^\/[A-Za-z0-9._~/-]*\/$/,
        "MEDIA_ACCEL_REDIRECT is a path that starts and ends with /, like /internal-media/",
      ),
  ),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  LEADS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, "WEBHOOK_SECRET must be at least 32 characters").optional()),
  THRIVECART_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.string().min(8, "THRIVECART_SECRET is the secret word of Settings > API & Webhooks in ThriveCart").optional(),
    ),
  THRIVECART_ACCEPT_TEST: flag,
  META_CAPI_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.string().min(20, "META_CAPI_TOKEN is the Conversions API access token from Meta's Events Manager").optional(),
    ),
  META_CAPI_URL: httpUrl("META_CAPI_URL", META_CAPI_DEFAULT_URL),
  GA_API_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(8, "GA_API_SECRET is a Measurement Protocol API secret of the GA4 data stream").optional()),
  GA_MP_URL: httpUrl("GA_MP_URL", GA_MP_DEFAULT_URL),
  MARKETING_DOUBLE_OPT_IN: flag,
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
          "STRIPE_SECRET_KEY is a secret or restricted key: sk_live_… / sk_test_…",
        )
        .optional(),
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.string().startsWith("whsec_", "STRIPE_WEBHOOK_SECRET is the endpoint's signing secret, whsec_…").optional(),
    ),
  STRIPE_API_URL: httpUrl("STRIPE_API_URL", "https://api.stripe.com"),
  LEADS_WEBHOOK_URL: httpUrl("LEADS_WEBHOOK_URL", "https://hooks.example.com/leads"),
  LEADS_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .refine((value) => webhookSecretKey(value) !== null, {
          error: "LEADS_WEBHOOK_SECRET is whsec_ followed by 24-64 base64 bytes: echo whsec_$(openssl rand -base64 32)",
        })
        .optional(),
    ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: httpUrl("OIDC_ISSUER", "https://login.example.com (its /.well-known/openid-configuration is read)"),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: trimmedOptional(
    z.string().min(1).max(40, "OIDC_NAME is the provider's name on the sign-in button, 40 characters at most"),
  ),
  SMS_URL: urlVariable(
    "SMS_URL",
    "a Twilio-compatible API's URL with the account SID and auth token, https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com",
    (url) => isHttp(url) && url.username !== "" && url.password !== "",
  ),
  SMS_FROM: trimmedOptional(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/,
        "SMS_FROM is the sending number (+15551234567), a Messaging Service SID (MG…) or an alphanumeric sender id",
      ),
  ),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env["NODE_ENV"];
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  adminEmails: string[];
  seedDemo: boolean;
  demoPassword: string | undefined;
  /** Express `trust proxy`: off, a hop count, or trusted proxy addresses / ranges. */
  trustProxy: TrustProxy;
  logLevel: Env["LOG_LEVEL"];
  shutdownGraceMs: number;
  analyticsRetentionDays: number;
  /** New lead submissions the whole site takes in a minute, from all clients together. */
  leadsPerMinute: number;
  /** Shared with the cart provider to sign purchase webhooks; the endpoint is off without it. */
  webhookSecret: string | undefined;
  /** ThriveCart's secret word; its notifications answer 503 without it. */
  thrivecart: { secret: string | undefined; acceptTest: boolean };
  /** Server-side Purchase conversions: each platform is on when its credentials are set. */
  conversions: ConversionsConfig;
  /** Marketing consent must be confirmed from an emailed link before any marketing email. */
  marketingDoubleOptIn: boolean;
  /** Where lead events go, signed with the secret (Standard Webhooks); no events are written without it. */
  leadsWebhook: { url: string; secret: string } | undefined;
  /** Stripe Checkout and its webhook; off (offers fall back to their links) without a secret key. */
  stripe: StripeConfig | undefined;
  /** The lower-cased header naming the visitor's country (COUNTRY_HEADER), or undefined when none is trusted. */
  countryHeader: string | undefined;
  /** "Sign in with …" providers, each on when its client id and secret are set (features/auth/social). */
  signInProviders: SignInProvider[];
  /** Texted sign-in codes (features/auth/phone); phones cannot be added without it. */
  sms: SmsConfig | undefined;
  /** The proxy's internal location for stored files (MEDIA_ACCEL_REDIRECT), with local storage only. */
  mediaAccelRedirect: string | undefined;
  /** The only configuration the browser receives (ad pixel ids are public by nature). */
  public: PublicConfig;
}

export interface ConversionsConfig {
  meta: { pixelId: string; token: string; url: string } | undefined;
  ga: { measurementId: string; apiSecret: string; url: string } | undefined;
}

export interface PublicConfig {
  metaPixelId: string | null;
  gaMeasurementId: string | null;
}

export interface StripeConfig {
  secretKey: string;
  /** Without it the Stripe webhook answers 503 (nothing can be verified). */
  webhookSecret: string | undefined;
  /** The API's base URL: Stripe's own unless a stand-in is named (tests). */
  apiUrl: string | undefined;
  /** A live key: events from test mode are acknowledged and ignored, and the reverse. */
  live: boolean;
}

/** "Sign in with …" providers (features/auth/social): Google and Apple by their own issuers, any other by OIDC_ISSUER. */
export type SignInProviderId = "google" | "apple" | "oidc";

export interface SignInProvider {
  id: SignInProviderId;
  /** The name on its button: "Continue with Google". */
  name: string;
  clientId: string;
  clientSecret: string;
  /** OIDC only: the issuer whose /.well-known/openid-configuration is read. */
  issuer: string | undefined;
}

/** The Twilio-compatible API texted codes go through (features/auth/phone). */
export interface SmsConfig {
  /** https://ACCOUNT_SID:AUTH_TOKEN@host[/path to Messages.json] */
  url: string;
  /** A number (+15551234567), a Messaging Service SID (MG…) or an alphanumeric sender id. */
  from: string;
}

export class ConfigError extends Error {}

/**
 * The configured OpenID Connect providers. A client id without its secret
 * (or the reverse) is a half-done setup: the start fails and says which.
 */
function signInProvidersOf(env: Env): SignInProvider[] {
  const pairs = [
    {
      id: "google",
      name: "Google",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      prefix: "GOOGLE",
    },
    {
      id: "apple",
      name: "Apple",
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
      prefix: "APPLE",
    },
    {
      id: "oidc",
      name: env.OIDC_NAME ?? "OpenID",
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      prefix: "OIDC",
    },
  ] as const;
  const providers: SignInProvider[] = [];
  for (const { prefix, clientId, clientSecret, ...provider } of pairs) {
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new ConfigError(
        `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are set together (sign-in with ${provider.name} needs both)`,
      );
    }
    if (provider.id === "oidc" && !env.OIDC_ISSUER) {
      throw new ConfigError(
        "OIDC_ISSUER is required with OIDC_CLIENT_ID (the provider's address, whose discovery document is read)",
      );
    }
    providers.push({
      ...provider,
      clientId,
      clientSecret,
      issuer: provider.id === "oidc" ? env.OIDC_ISSUER : undefined,
    });
  }
  return providers;
}

/** Turns zod's issues into one line, a readable message per variable: a failed start says why in one line. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`).join("; ");
}

/**
 * In embedded mode the auth secret is generated once and kept beside the
 * database, so sessions survive restarts without any setup. With a shared
 * PostgreSQL every instance must use the same secret, so it is required.
 */
function resolveAuthSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new ConfigError(
      "AUTH_SECRET is required when DATABASE_URL is set (every instance must share it). Generate one with: openssl rand -hex 32",
    );
  }
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const env = parsed.data;
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
    throw new ConfigError("LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL (events are always signed)");
  }
  if (env.META_CAPI_TOKEN && !env.META_PIXEL_ID) {
    throw new ConfigError("META_PIXEL_ID is required with META_CAPI_TOKEN (the Conversions API reports to that pixel)");
  }
  if (env.GA_API_SECRET && !env.GA_MEASUREMENT_ID) {
    throw new ConfigError(
      "GA_MEASUREMENT_ID is required with GA_API_SECRET (the Measurement Protocol reports to that stream)",
    );
  }
  if (env.SMS_URL && !env.SMS_FROM) {
    throw new ConfigError("SMS_FROM is required with SMS_URL (the number or sender id texts come from)");
  }
  // A DATA_DIR given is relative to the working directory, like any path an
  // operator types; the default belongs to the project wherever it is started from.
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(PROJECT_ROOT, "data");
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storageUrl: env.STORAGE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authSecret: resolveAuthSecret(env, dataDir),
    adminEmails: env.ADMIN_EMAILS,
    // Demo content is on by default only for the embedded database: a real
    // PostgreSQL is someone's production data unless they ask for the demo.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    demoPassword: env.DEMO_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    leadsPerMinute: env.LEADS_PER_MINUTE,
    webhookSecret: env.WEBHOOK_SECRET,
    thrivecart: { secret: env.THRIVECART_SECRET, acceptTest: env.THRIVECART_ACCEPT_TEST ?? false },
    conversions: {
      meta:
        env.META_CAPI_TOKEN && env.META_PIXEL_ID
          ? { pixelId: env.META_PIXEL_ID, token: env.META_CAPI_TOKEN, url: env.META_CAPI_URL ?? META_CAPI_DEFAULT_URL }
          : undefined,
      ga:
        env.GA_API_SECRET && env.GA_MEASUREMENT_ID
          ? {
              measurementId: env.GA_MEASUREMENT_ID,
              apiSecret: env.GA_API_SECRET,
              url: env.GA_MP_URL ?? GA_MP_DEFAULT_URL,
            }
          : undefined,
    },
    marketingDoubleOptIn: env.MARKETING_DOUBLE_OPT_IN ?? false,
    leadsWebhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }
        : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          live: /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY),
        }
      : undefined,
    countryHeader: env.COUNTRY_HEADER,
    signInProviders: signInProvidersOf(env),
    sms: env.SMS_URL && env.SMS_FROM ? { url: env.SMS_URL, from: env.SMS_FROM } : undefined,
    // An S3 bucket is not on the proxy's disk: its media is redirected to presigned URLs instead.
    mediaAccelRedirect: env.STORAGE_URL ? undefined : env.MEDIA_ACCEL_REDIRECT,
    public: { metaPixelId: env.META_PIXEL_ID ?? null, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null },
  };
}

/**
 * Reads `.env` from the project directory into `process.env`, for the
 * variables the environment does not already set (the environment wins, as
 * with systemd's `Environment=` over an `EnvironmentFile=`). The values are
 * validated with the rest by `loadConfig`. Returns the names it applied.
 */
export function loadProjectEnvFile(
  file = join(PROJECT_ROOT, ".env"),
  target: NodeJS.ProcessEnv = process.env,
): string[] {
  if (!existsSync(file)) return [];
  const applied: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    applied.push(name);
  }
  return applied;
}

let current: Config | undefined;

/** The process-wide configuration, loaded on first use. */
export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
