import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * Environment configuration, validated once at boot. Every variable is
 * documented in `.env.example`; nothing else in the server reads
 * `process.env` directly, so a typo fails loudly at start-up instead of
 * surfacing as a strange behaviour later.
 */

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : ["1", "true", "yes", "on"].includes(value)));

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  STORAGE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
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
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
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
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, "WEBHOOK_SECRET must be at least 32 characters").optional()),
});

export type Env = z.infer<typeof envSchema>;

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
  trustProxy: boolean;
  logLevel: Env["LOG_LEVEL"];
  analyticsRetentionDays: number;
  /** Shared with the cart provider to sign purchase webhooks; the endpoint is off without it. */
  webhookSecret: string | undefined;
  /** The only configuration the browser receives (ad pixel ids are public by nature). */
  public: PublicConfig;
}

export interface PublicConfig {
  metaPixelId: string | null;
  gaMeasurementId: string | null;
}

export class ConfigError extends Error {}

/** Turns zod's issues into one readable message per variable. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`).join("\n");
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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
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
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    webhookSecret: env.WEBHOOK_SECRET,
    public: { metaPixelId: env.META_PIXEL_ID ?? null, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null },
  };
}

let current: Config | undefined;

/** The process-wide configuration, loaded on first use. */
export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
