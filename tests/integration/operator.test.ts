import { createHash, createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { eq, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseTarget } from "../../app/db/client.server";
import { authUsers, emailOutbox, products, purchaseOrders } from "../../app/db/schema";
import { createTestPostgresDatabase } from "../../app/db/test-postgres";
import { createAccount } from "../../app/features/auth/accounts.server";
import { createStorage } from "../../app/storage/storage.server";
import { BROWSER_UA } from "./harness";
import { runOperator, startChildServer } from "./processes";

/**
 * The operator's command line as an operator runs it: `node scripts/operator.mjs`
 * in a child process from another working directory, against PGlite or, with
 * TEST_DATABASE_URL, a PostgreSQL database of its own.
 */
// Each command is a new Node process opening the database: seconds each on a busy machine.
const SLOW = 300_000;
const AUTH_SECRET = "operator-test-secret-0123456789-0123456789";
const WEBHOOK_SECRET = "operator-webhook-secret-0123456789-abcdef";
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  return dir;
}

/** A DATA_DIR plus, on PostgreSQL, an empty database of its own. */
async function newSite(): Promise<{ env: Record<string, string>; target: DatabaseTarget; dataDir: string }> {
  const dataDir = tempDir("rerouted-operator-");
  if (!process.env.TEST_DATABASE_URL) {
    return { env: { DATA_DIR: dataDir }, target: { kind: "pglite", dataDir }, dataDir };
  }
  const created = await createTestPostgresDatabase(process.env.TEST_DATABASE_URL);
  cleanups.push(created.drop);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url, AUTH_SECRET },
    target: { kind: "postgres", url: created.url },
    dataDir,
  };
}

/** Opens the site's database in this process (the server must be stopped on PGlite), runs `read`, closes. */
async function withDatabase<T>(
  target: DatabaseTarget,
  read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const database = await openDatabase(target);
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** Row counts of the tables, read through one connection (PGlite allows one opener at a time). */
const counts = async (target: DatabaseTarget, tables: string[]) =>
  withDatabase(target, async (db) => {
    const result: number[] = [];
    for (const table of tables) {
      const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
      result.push(row!.n);
    }
    return result;
  });

describe("npm run admin", () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  let cwd: string;
  let secondCourseId: string;
  const admin = (...args: string[]) => runOperator("admin", args, { cwd, env: site.env });

  beforeAll(async () => {
    site = await newSite();
    cwd = tempDir("rerouted-operator-cwd-");
    await withDatabase(site.target, async (db) => {
      for (const email of ["ann@example.com", "bob@example.com"]) {
        await createAccount({
          db,
          firstName: "T",
          lastName: "User",
          email,
          password: "long-password-1",
          adminEmails: [],
        });
      }
      const rows = await db
        .insert(products)
        .values([
          { name: "Operator Test Audiobook", productType: "audiobook", price: "14.99" },
          { name: "Second Course", productType: "video", price: "197.00" },
        ])
        .returning({ id: products.id });
      secondCourseId = rows[1]!.id;
      await db.insert(purchaseOrders).values({ orderId: "A-1001", email: "ann@example.com", status: "granted" });
      await db.insert(emailOutbox).values({
        to: "bob@example.com",
        subject: "Stuck message",
        html: "<p>x</p>",
        text: "x",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      });
    });
  });

  it(
    "runs each command and says what it did",
    async () => {
      const grant = await admin("grant", "Ann@Example.com", "operator test audiobook");
      expect(grant).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("Granted Operator Test Audiobook to ann@example.com"),
      });
      expect((await admin("grant", "bob@example.com", secondCourseId)).code).toBe(0);
      const revoke = await admin("revoke", "bob@example.com", "Second Course");
      expect(revoke).toMatchObject({ code: 0, stdout: "Revoked Second Course from bob@example.com.\n" });
      expect(await admin("make-admin", "ann@example.com")).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("ann@example.com has not proven the address yet: run reset-password"),
      });
      await withDatabase(site.target, (db) =>
        db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, "ann@example.com")),
      );
      expect(await admin("make-admin", "ann@example.com")).toMatchObject({
        code: 0,
        stdout: "ann@example.com is now an admin.\n",
      });
      expect(await admin("make-admin", "ann@example.com")).toMatchObject({
        code: 0,
        stdout: "ann@example.com was already an admin.\n",
      });
      expect(await admin("reset-password", "ann@example.com")).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("Password reset link for ann@example.com queued"),
      });
      const orders = await admin("list-orders");
      expect(orders.code).toBe(0);
      expect(orders.stdout).toMatch(/A-1001\tgranted\t0\tann@example\.com/);
      expect(await admin("retry-emails")).toMatchObject({ code: 0, stdout: "1 failed email(s) queued again.\n" });
      expect(await admin("retry-emails")).toMatchObject({ code: 0, stdout: "No failed emails to retry.\n" });

      await withDatabase(site.target, async (db) => {
        const grants = await queryRows<{ email: string; name: string; is_active: boolean }>(
          db,
          sql`select u.email, p.name, a.is_active from product_access a join auth_users u on u.id = a.user_id
            join products p on p.id = a.product_id order by u.email`,
        );
        expect(grants).toEqual([
          { email: "ann@example.com", name: "Operator Test Audiobook", is_active: true },
          { email: "bob@example.com", name: "Second Course", is_active: false },
        ]);
        const admins = await queryRows<{ email: string }>(
          db,
          sql`select u.email from admin_users a join auth_users u on u.id = a.id`,
        );
        expect(admins).toEqual([{ email: "ann@example.com" }]);
        const mail = await queryRows<{ to: string; subject: string; text: string; status: string }>(
          db,
          sql`select "to", subject, text, status from email_outbox order by created_at`,
        );
        expect(mail.find((m) => m.subject === "Stuck message")?.status).toBe("queued");
        expect(mail.find((m) => m.subject === "Access Granted: Operator Test Audiobook")?.to).toBe("ann@example.com");
        const reset = mail.find((m) => m.subject === "Reset your Rerouted password");
        expect(reset?.to).toBe("ann@example.com");
        expect(reset?.text).toMatch(/\/reset-password\?token=\w+/);
      });
    },
    SLOW,
  );

  it(
    "refuses bad input with a clear message and a non-zero exit, writing nothing",
    async () => {
      const tables = ["product_access", "admin_users", "email_outbox", "auth_verifications"];
      const before = await counts(site.target, tables);
      const cases: [string[], number, RegExp][] = [
        [["grant", "nobody@example.com", "Operator Test Audiobook"], 1, /No account uses nobody@example\.com/],
        [["grant", "ann@example.com", "No Such Product"], 1, /No product has the id or name "No Such Product"/],
        [
          ["grant", "ann@example.com", "Operator Test Audiobook"],
          1,
          /ann@example\.com already has access to Operator Test Audiobook/,
        ],
        [["grant", "not-an-email", "Second Course"], 2, /"not-an-email" is not an email address/],
        [["revoke", "bob@example.com", "Second Course"], 1, /bob@example\.com has no active access to Second Course/],
        [["revoke", "bob@example.com"], 2, /Expected revoke <email> <product>/],
        [["make-admin", "nobody@example.com"], 1, /No account uses nobody@example\.com/],
        [["reset-password", "nobody@example.com"], 1, /No account uses nobody@example\.com/],
        [["list-orders", "lots"], 2, /The limit must be a whole number from 1 to 1000, not "lots"/],
        [["retry-emails", "now"], 2, /retry-emails \(no arguments\)/],
        [["frobnicate"], 2, /Unknown command "frobnicate"/],
        [[], 2, /No command given/],
      ];
      for (const [args, code, message] of cases) {
        const result = await admin(...args);
        expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code, stdout: "" });
        expect(result.stderr).toMatch(message);
      }
      expect(await counts(site.target, tables)).toEqual(before);
    },
    SLOW,
  );
});

/** Every file under a folder with the SHA-256 of its bytes. */
function filesOf(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return files;
}

const TABLES = [
  "auth_users",
  "auth_accounts",
  "user_profiles",
  "assessment_leads",
  "product_access",
  "purchase_orders",
  "products",
  "audio_chapters",
];

const snapshot = (target: DatabaseTarget) =>
  withDatabase(target, async (db) => {
    const rows: Record<string, unknown[]> = {};
    for (const table of TABLES) rows[table] = await queryRows(db, sql.raw(`select * from ${table} order by 1`));
    return rows;
  });

describe("npm run backup, then npm run restore", () => {
  /** The first test's backup and its uploaded files, for the restore into a bucket. */
  let backupDir = "";
  let sourceFiles: Record<string, string> = {};

  it(
    "restores the same rows and files into an empty site",
    async () => {
      const source = await newSite();
      const cwd = tempDir("rerouted-operator-cwd-");
      backupDir = join(cwd, "nightly");
      const server = await startChildServer({
        env: { ...source.env, SEED_DEMO: "1", DEMO_PASSWORD: "demo-password-123", WEBHOOK_SECRET, AUTH_SECRET },
      });
      cleanups.push(() => server.stop());
      const post = (path: string, body: string, headers: Record<string, string>) =>
        fetch(`${server.baseUrl}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "user-agent": BROWSER_UA, origin: server.baseUrl, ...headers },
          body,
        });

      const signup = await post(
        "/signup",
        new URLSearchParams({
          firstName: "Nora",
          lastName: "Buyer",
          email: "nora@example.com",
          password: "long-password-1",
        }).toString(),
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(signup.status).toBeLessThan(400);
      const lead = await post(
        "/api/leads/readiness",
        JSON.stringify({
          name: "Lee Reader",
          email: "lee@example.com",
          answers: { "1": "transition", "2": "seeking", "3": "glimpses", "4": "patience", "5": "growing" },
        }),
        { "content-type": "application/json", "idempotency-key": randomUUID() },
      );
      expect(lead.status).toBe(201);
      const refund = JSON.stringify({ orderId: "R-2001", email: "reader@example.com", refunded: true });
      const signature = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(refund).digest("hex")}`;
      expect(
        (
          await post("/api/webhooks/purchase", refund, {
            "content-type": "application/json",
            "x-rerouted-signature": signature,
          })
        ).status,
      ).toBe(200);
      // While the server runs: on PGlite these go through the server, which owns the database.
      const grant = await runOperator("admin", ["grant", "nora@example.com", "Rerouted Companion Workbook"], {
        cwd,
        env: source.env,
      });
      expect(grant).toMatchObject({ code: 0, stdout: expect.stringContaining("Granted Rerouted Companion Workbook") });
      const backup = await runOperator("backup", ["nightly"], { cwd, env: source.env });
      expect(backup.stderr).toBe("");
      expect(backup).toMatchObject({
        code: 0,
        stdout: expect.stringContaining(`Backup written to ${join(cwd, "nightly")}`),
      });
      expect(backup.stdout).toContain("uploads: 6 file(s)");
      const again = await runOperator("backup", ["nightly"], { cwd, env: source.env });
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("already exists and is not empty") });
      await server.stop();

      const target = await newSite();
      const restore = await runOperator("restore", ["nightly"], { cwd, env: target.env });
      expect(restore.stderr).toBe("");
      expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining("Uploads: 6 file(s) restored") });

      const [before, after] = [await snapshot(source.target), await snapshot(target.target)];
      expect(before.auth_users!.length).toBe(3);
      expect(before.assessment_leads!.length).toBe(1);
      expect(before.purchase_orders!.length).toBe(1);
      expect(before.product_access!.length).toBeGreaterThanOrEqual(2);
      expect(after).toEqual(before);
      // The demo seed: three audiobook chapters, two video lessons and the workbook PDF.
      expect(Object.keys(filesOf(join(source.dataDir, "uploads")))).toHaveLength(6);
      sourceFiles = filesOf(join(source.dataDir, "uploads"));
      expect(filesOf(join(target.dataDir, "uploads"))).toEqual(sourceFiles);

      // Only into an empty site, and only from a backup.
      const twice = await runOperator("restore", ["nightly"], { cwd, env: target.env });
      expect(twice.code).toBe(1);
      expect(twice.stderr).toMatch(/not empty|already holds a database|has tables/);
      writeFileSync(join(cwd, "not-a-backup.txt"), "x");
      const notBackup = await runOperator("restore", ["."], { cwd, env: (await newSite()).env });
      expect(notBackup).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("is not a Rerouted backup (no manifest.json)"),
      });
      expect(await runOperator("restore", [], { cwd, env: target.env })).toMatchObject({ code: 2 });
    },
    SLOW,
  );
  it(
    "puts the backed-up files into the bucket when the restored site uses STORAGE_URL",
    async () => {
      expect(Object.keys(sourceFiles)).toHaveLength(6);
      const s3 = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory: tempDir("rerouted-s3rver-"),
        configureBuckets: [{ name: "media" }],
      });
      const { port } = await s3.run();
      cleanups.push(() => s3.close());
      const storageUrl = `http://S3RVER:S3RVER@127.0.0.1:${port}/media/site?region=us-east-1`;
      const target = await newSite();
      const restore = await runOperator("restore", [backupDir], {
        cwd: tempDir("rerouted-operator-cwd-"),
        env: { ...target.env, STORAGE_URL: storageUrl },
      });
      expect(restore).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("Uploads: 6 file(s) put into the bucket"),
      });
      const bucket = await createStorage({ storageUrl, dataDir: target.dataDir });
      for (const [file, digest] of Object.entries(sourceFiles)) {
        const bytes = Buffer.concat(await bucket.read(file).toArray());
        expect({ file, digest: createHash("sha256").update(bytes).digest("hex") }).toEqual({ file, digest });
      }
    },
    SLOW,
  );
});
