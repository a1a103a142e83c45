import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const tempDir = () => mkdtempSync(join(tmpdir(), "rerouted-config-"));

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

  it("parses ADMIN_EMAILS, TRUST_PROXY and BASE_URL", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: " Owner@Example.com, second@example.com ,",
      TRUST_PROXY: "true",
      BASE_URL: "https://rerouted.example/",
    });
    expect(config.adminEmails).toEqual(["owner@example.com", "second@example.com"]);
    expect(config.trustProxy).toBe(true);
    expect(config.baseUrl).toBe("https://rerouted.example");
  });

  it.each([
    [{ PORT: "seventy" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL/],
    [{ ADMIN_EMAILS: "owner" }, /ADMIN_EMAILS/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET must be at least 32/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});
