import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadProjectEnvFile } from "./config.server";

/** This repository's root: the folder above app/. */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every test's DATA_DIR lives under one folder, removed when the file ends. */
const tempRoot = mkdtempSync(join(tmpdir(), "rerouted-config-"));
const tempDir = () => mkdtempSync(join(tempRoot, "data-"));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("applies the documented defaults for the embedded mode", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.adminEmails).toEqual([]);
  });

  it("generates the auth secret once and keeps it under DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it("requires AUTH_SECRET in production with PostgreSQL", () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app", NODE_ENV: "production" }),
    ).toThrow(/AUTH_SECRET is required/);
  });

  it("does not seed demo data into PostgreSQL unless asked", () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app", AUTH_SECRET: "s".repeat(32) };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it("turns Stripe on with a secret key, knows live from test keys, and refuses malformed values", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
    const stripe = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_xyz",
      STRIPE_API_URL: "http://127.0.0.1:12111",
    }).stripe;
    expect(stripe).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_xyz",
      apiUrl: "http://127.0.0.1:12111",
      live: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: "rk_live_abc" }).stripe?.live).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: "pk_live_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: "sk_test_a", STRIPE_WEBHOOK_SECRET: "secret" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: "sk_test_a", STRIPE_API_URL: "ftp://x" }),
    ).toThrow(/STRIPE_API_URL/);
  });

  it("parses ADMIN_EMAILS, TRUST_PROXY and BASE_URL", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: " Owner@Example.com, second@example.com ,",
      TRUST_PROXY: "true",
      BASE_URL: "https://rerouted.example/",
    });
    expect(config.adminEmails).toEqual(["owner@example.com", "second@example.com"]);
    expect(config.trustProxy).toBe(1);
    expect(config.baseUrl).toBe("https://rerouted.example");
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "10.0.0.0/8,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
  });

  it("waits three minutes for in-flight downloads at shutdown unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).shutdownGraceMs).toBe(180_000);
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_SECONDS: "20" }).shutdownGraceMs).toBe(20_000);
  });

  it("takes 600 new leads a minute site-wide unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).leadsPerMinute).toBe(600);
    expect(loadConfig({ DATA_DIR: tempDir(), LEADS_PER_MINUTE: "5000" }).leadsPerMinute).toBe(5000);
  });

  it("turns lead mail on: double opt-in, and the webhook only with a whsec_ secret", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const off = loadConfig({ DATA_DIR: tempDir() });
    expect(off.marketingDoubleOptIn).toBe(false);
    expect(off.leadsWebhook).toBeUndefined();
    const on = loadConfig({
      DATA_DIR: tempDir(),
      MARKETING_DOUBLE_OPT_IN: "1",
      LEADS_WEBHOOK_URL: "https://hooks.example/leads",
      LEADS_WEBHOOK_SECRET: secret,
    });
    expect(on.marketingDoubleOptIn).toBe(true);
    expect(on.leadsWebhook).toEqual({ url: "https://hooks.example/leads", secret });
    expect(() => loadConfig({ DATA_DIR: tempDir(), LEADS_WEBHOOK_URL: "https://hooks.example/leads" })).toThrow(
      /LEADS_WEBHOOK_SECRET is required/,
    );
  });

  it("turns on each sign-in provider whose client id and secret are both set", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).signInProviders).toEqual([]);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      OIDC_ISSUER: "https://id.example.com",
      OIDC_CLIENT_ID: "o-id",
      OIDC_CLIENT_SECRET: "o-secret",
      OIDC_NAME: "Example ID",
    });
    expect(config.signInProviders).toEqual([
      { id: "google", name: "Google", clientId: "g-id", clientSecret: "g-secret", issuer: undefined },
      { id: "oidc", name: "Example ID", clientId: "o-id", clientSecret: "o-secret", issuer: "https://id.example.com" },
    ]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), APPLE_CLIENT_ID: "a-id" })).toThrow(
      "APPLE_CLIENT_ID and APPLE_CLIENT_SECRET are set together",
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), OIDC_CLIENT_ID: "o", OIDC_CLIENT_SECRET: "s" })).toThrow(
      "OIDC_ISSUER is required with OIDC_CLIENT_ID",
    );
  });

  it("sends texts through SMS_URL, with its credentials, from SMS_FROM", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).sms).toBeUndefined();
    const sms = { SMS_URL: "https://AC1:token@api.twilio.com", SMS_FROM: "+15550001111" };
    expect(loadConfig({ DATA_DIR: tempDir(), ...sms }).sms).toEqual({ url: sms.SMS_URL, from: sms.SMS_FROM });
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMS_URL: sms.SMS_URL })).toThrow(
      "SMS_FROM is required with SMS_URL",
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...sms, SMS_URL: "https://api.twilio.com" })).toThrow(
      "SMS_URL must be a Twilio-compatible API's URL",
    );
  });

  it("takes ThriveCart's secret word and test-mode switch", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).thrivecart).toEqual({ secret: undefined, acceptTest: false });
    expect(
      loadConfig({ DATA_DIR: tempDir(), THRIVECART_SECRET: "TK432YH7UTR9", THRIVECART_ACCEPT_TEST: "1" }).thrivecart,
    ).toEqual({ secret: "TK432YH7UTR9", acceptTest: true });
  });

  it("turns server-side conversions on per platform, at the platforms' own endpoints unless overridden", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), META_PIXEL_ID: "123456789" }).conversions).toEqual({
      meta: undefined,
      ga: undefined,
    });
    const on = loadConfig({
      DATA_DIR: tempDir(),
      META_PIXEL_ID: "123456789",
      META_CAPI_TOKEN: "EAAB-a-long-access-token-0123456789",
      GA_MEASUREMENT_ID: "G-ABC1234",
      GA_API_SECRET: "mp-secret-0123",
    });
    expect(on.conversions).toEqual({
      meta: {
        pixelId: "123456789",
        token: "EAAB-a-long-access-token-0123456789",
        url: "https://graph.facebook.com/v25.0",
      },
      ga: {
        measurementId: "G-ABC1234",
        apiSecret: "mp-secret-0123",
        url: "https://www.google-analytics.com/mp/collect",
      },
    });
    const local = loadConfig({
      DATA_DIR: tempDir(),
      GA_MEASUREMENT_ID: "G-ABC1234",
      GA_API_SECRET: "mp-secret-0123",
      GA_MP_URL: "http://127.0.0.1:9999/mp/collect",
    });
    expect(local.conversions.ga?.url).toBe("http://127.0.0.1:9999/mp/collect");
  });

  it("reads the visitor's country from the header COUNTRY_HEADER names, and from none without it", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).countryHeader).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), COUNTRY_HEADER: "" }).countryHeader).toBeUndefined();
    // Node's headers are lower-cased: Cloudflare's CF-IPCountry arrives as cf-ipcountry.
    expect(loadConfig({ DATA_DIR: tempDir(), COUNTRY_HEADER: "CF-IPCountry" }).countryHeader).toBe("cf-ipcountry");
  });

  it.each([
    [{ COUNTRY_HEADER: "CF IPCountry" }, /COUNTRY_HEADER is a header name/],
    [{ COUNTRY_HEADER: "X-Country:" }, /COUNTRY_HEADER/],
    [{ META_CAPI_TOKEN: "EAAB-a-long-access-token-0123456789" }, /META_PIXEL_ID is required with META_CAPI_TOKEN/],
    [{ GA_API_SECRET: "mp-secret-0123" }, /GA_MEASUREMENT_ID is required with GA_API_SECRET/],
    [{ THRIVECART_SECRET: "short" }, /THRIVECART_SECRET/],
    [{ THRIVECART_ACCEPT_TEST: "maybe" }, /THRIVECART_ACCEPT_TEST/],
    [{ META_CAPI_URL: "not a url" }, /META_CAPI_URL/],
    [{ LEADS_WEBHOOK_SECRET: "plain-secret-without-the-prefix-0123456789" }, /LEADS_WEBHOOK_SECRET/],
    [{ LEADS_WEBHOOK_URL: "ftp://hooks.example/leads" }, /LEADS_WEBHOOK_URL/],
    [{ MARKETING_DOUBLE_OPT_IN: "sometimes" }, /MARKETING_DOUBLE_OPT_IN/],
    [{ PORT: "seventy" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL/],
    [{ ADMIN_EMAILS: "owner" }, /ADMIN_EMAILS/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET must be at least 32/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
    [{ SHUTDOWN_GRACE_SECONDS: "-1" }, /SHUTDOWN_GRACE_SECONDS/],
    [{ LEADS_PER_MINUTE: "0" }, /LEADS_PER_MINUTE/],
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});

describe("URL variables", () => {
  const base =
    "BASE_URL must be the site's public address, http(s)://host[:port] with no path, e.g. https://example.com";
  const database = "DATABASE_URL must be a PostgreSQL URL, postgres://USER:PASSWORD@HOST:5432/DATABASE";
  const storage =
    "STORAGE_URL must be an S3 bucket's URL with its credentials, https://KEY:SECRET@endpoint/bucket?region=…";
  const smtp = "SMTP_URL must be an SMTP server's URL, smtp://USER:PASSWORD@HOST:587 or smtps://USER:PASSWORD@HOST:465";
  const http = (name: string, example: string) => `${name} must be an http(s) URL, e.g. ${example}`;

  it.each([
    ["BASE_URL", "localhost:4109", base],
    ["BASE_URL", "ftp://example.com", base],
    ["BASE_URL", "example.com", base],
    ["BASE_URL", "https://example.com/shop", base],
    ["BASE_URL", "https://example.com/?ref=1", base],
    ["BASE_URL", "https://owner:secret@example.com", base],
    ["BASE_URL", "http://", base],
    ["DATABASE_URL", "mysql://user:pass@db/app", database],
    ["DATABASE_URL", "db.example.com:5432/app", database],
    ["DATABASE_URL", "not a url", database],
    ["STORAGE_URL", "ftp://KEY:SECRET@s3.example.com/bucket", storage],
    ["STORAGE_URL", "https://s3.example.com/bucket", storage],
    ["STORAGE_URL", "https://KEY:SECRET@s3.example.com/", storage],
    ["SMTP_URL", "https://mail.example.com", smtp],
    ["SMTP_URL", "mail.example.com:587", smtp],
    ["SMTP_URL", "smtp://", smtp],
    ["META_CAPI_URL", "graph.facebook.com/v25.0", http("META_CAPI_URL", "https://graph.facebook.com/v25.0")],
    [
      "GA_MP_URL",
      "ftp://www.google-analytics.com/mp/collect",
      http("GA_MP_URL", "https://www.google-analytics.com/mp/collect"),
    ],
    ["STRIPE_API_URL", "localhost:12111", http("STRIPE_API_URL", "https://api.stripe.com")],
    ["LEADS_WEBHOOK_URL", "ftp://hooks.example/leads", http("LEADS_WEBHOOK_URL", "https://hooks.example.com/leads")],
  ])("refuses %s=%s, naming the variable and what it expects", (name, value, message) => {
    const load = () => loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: "s".repeat(32), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`invalid configuration: ${name}: ${message}`);
  });

  it("says what is wrong with each variable on one line", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), BASE_URL: "localhost:4109", SMTP_URL: "ftp://mail" })).toThrow(
      new ConfigError(`invalid configuration: BASE_URL: ${base}; SMTP_URL: ${smtp}`),
    );
  });

  it("never repeats a refused value, which may hold a password", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMTP_URL: "https://user:hunter22@mail.example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter22") }),
    );
  });

  it("takes the documented shapes", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH_SECRET: "s".repeat(32),
      BASE_URL: "http://127.0.0.1:4109/",
      DATABASE_URL: "postgresql://rerouted:secret@db.internal:5432/rerouted",
      STORAGE_URL: "https://KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket/site?region=eu-west-1",
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
    });
    expect(config).toMatchObject({
      baseUrl: "http://127.0.0.1:4109",
      databaseUrl: "postgresql://rerouted:secret@db.internal:5432/rerouted",
      storageUrl: "https://KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket/site?region=eu-west-1",
      smtpUrl: "smtps://user:secret@smtp.example.com:465",
    });
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe(
      "smtp://127.0.0.1:2525",
    );
  });
});

describe("DATA_DIR", () => {
  it("defaults to data/ in the project, whatever the working directory", () => {
    const config = loadConfig({ AUTH_SECRET: "s".repeat(32), DATABASE_URL: "postgres://db/app" });
    expect(config.dataDir).toBe(join(repositoryRoot, "data"));
  });

  it("is taken relative to the working directory when given", () => {
    const config = loadConfig({
      DATA_DIR: "some/relative-dir",
      AUTH_SECRET: "s".repeat(32),
      DATABASE_URL: "postgres://db/app",
    });
    expect(config.dataDir).toBe(join(process.cwd(), "some/relative-dir"));
  });
});

describe("loadProjectEnvFile", () => {
  it("fills in the variables the environment does not set; the environment wins", () => {
    const file = join(tempDir(), ".env");
    writeFileSync(file, '# comment\nPORT=4100\nMAIL_FROM="Ann <ann@example.com>"\nLOG_LEVEL=error\n');
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: "silent" };
    expect(loadProjectEnvFile(file, env).sort()).toEqual(["MAIL_FROM", "PORT"]);
    expect(env).toEqual({ LOG_LEVEL: "silent", PORT: "4100", MAIL_FROM: "Ann <ann@example.com>" });
    expect(loadConfig({ ...env, DATA_DIR: tempDir() }).port).toBe(4100);
  });

  it("does nothing without a file", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadProjectEnvFile(join(tempDir(), ".env"), env)).toEqual([]);
    expect(env).toEqual({});
  });
});
