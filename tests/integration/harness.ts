import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { pgliteDirectory } from "../../app/db/client.server";
import { createTestPostgresDatabase } from "../../app/db/test-postgres";
import { copyMigratedTemplate } from "../../app/db/database-template";
import type * as ServerModule from "../../server/app";
import { pageText, parseHtml } from "./html";

export { pageText } from "./html";

export const TEST_PASSWORD = "correct-horse-battery";
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
/** The Accept header of a browser's request for a page (not a script's fetch). */
const DOCUMENT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface TestServer {
  baseUrl: string;
  services: Awaited<ReturnType<typeof ServerModule.getServices>>;
  /** fetch against the server with a browser user agent and same-origin Origin for writes. */
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the built server (build/server/index.js) in this process on a free
 * port, with its own empty database: PGlite in a temp DATA_DIR, copied from
 * the migrated template, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rerouted-test-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  const databaseEnv: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) {
    const created = await createTestPostgresDatabase(process.env.TEST_DATABASE_URL);
    databaseEnv.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  } else {
    delete process.env.DATABASE_URL;
    await copyMigratedTemplate(pgliteDirectory(dataDir));
  }
  Object.assign(process.env, {
    NODE_ENV: "test",
    PORT: String(port),
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
    AUTH_SECRET: "test-secret-0123456789-0123456789-0123456789",
    ...databaseEnv,
    ...env,
  });
  const mod = (await import("../../build/server/index.js" as string)) as typeof ServerModule;
  const services = await mod.getServices();
  const server = createServer(mod.createRequestListener({ clientDir: "build/client" }));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    baseUrl,
    services,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", baseUrl);
      if (init.cookie) headers.set("cookie", init.cookie);
      return fetch(`${baseUrl}${path}`, { redirect: "manual", ...init, headers });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

export function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** Signs up through the real form action and returns the session cookie. */
export async function signUp(
  server: TestServer,
  fields: { email: string; firstName?: string; lastName?: string; password?: string },
) {
  const response = await server.request("/signup", {
    method: "POST",
    body: form({
      firstName: fields.firstName ?? "Test",
      lastName: fields.lastName ?? "User",
      email: fields.email,
      password: fields.password ?? TEST_PASSWORD,
    }),
  });
  return { response, cookie: cookiesFrom(response) };
}

/**
 * Every request in a test comes from 127.0.0.1, so tests that are not about
 * rate limiting start from empty counters.
 */
export async function resetRateLimits(server: TestServer): Promise<void> {
  const { rateLimits } = await import("../../app/db/schema");
  await server.services.db.delete(rateLimits);
}

/** The last email queued to `to` with this subject, and the first link in its text. */
export async function lastEmailLink(server: TestServer, to: string, subject: string): Promise<URL> {
  const { emailOutbox } = await import("../../app/db/schema");
  const { and, desc, eq } = await import("drizzle-orm");
  const [email] = await server.services.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = /(https?:\/\/\S+)/.exec(email?.text ?? "")?.[1];
  if (!link) throw new Error(`no "${subject}" email with a link queued to ${to}`);
  return new URL(link);
}

/** Every grant held by the account with this email: product, whether active, and the order that made it. */
export async function grantsOf(server: TestServer, email: string) {
  const { authUsers, productAccess } = await import("../../app/db/schema");
  const { eq } = await import("drizzle-orm");
  return server.services.db
    .select({ productId: productAccess.productId, isActive: productAccess.isActive, orderId: productAccess.orderId })
    .from(productAccess)
    .innerJoin(authUsers, eq(authUsers.id, productAccess.userId))
    .where(eq(authUsers.email, email));
}

export const CONFIRM_EMAIL_SUBJECT = "Confirm your email for Rerouted";

/**
 * Follows the confirmation link an ADMIN_EMAILS sign-up was sent and chooses
 * the account's password in the step it leads to, as the owner would: the
 * answer of that step (a redirect to sign in, when the link worked).
 */
export async function confirmEmailFromOutbox(
  server: TestServer,
  email: string,
  password = TEST_PASSWORD,
): Promise<Response> {
  const link = await lastEmailLink(server, email, CONFIRM_EMAIL_SUBJECT);
  const opened = await server.request(`${link.pathname}${link.search}`);
  const step = new URL(opened.headers.get("location") ?? "/", server.baseUrl);
  return server.request(step.pathname, {
    method: "POST",
    body: form({ token: step.searchParams.get("token") ?? "", confirm: "1", password }),
  });
}

/** Signs up an ADMIN_EMAILS address, confirms it from the mailbox and signs in: the admin's session cookie. */
export async function signUpAdmin(server: TestServer, email: string): Promise<string> {
  await signUp(server, { email });
  const confirmed = await confirmEmailFromOutbox(server, email);
  if (confirmed.status !== 302) throw new Error(`confirming ${email} answered ${confirmed.status}`);
  const signedIn = await server.request("/login", {
    method: "POST",
    body: form({ email, password: TEST_PASSWORD }),
  });
  if (signedIn.status !== 302) throw new Error(`signing in as ${email} answered ${signedIn.status}`);
  return cookiesFrom(signedIn);
}

/** Posts one admin form (the Products, Chapters, Access... dialogs) as the browser does. */
export function adminAction(server: TestServer, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return server.request("/admin/actions", { method: "POST", cookie, body: new URLSearchParams(fields) });
}

/** A cookie header after a response's Set-Cookie headers, as a browser keeps it (emptied cookies dropped). */
function applySetCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=") || /;\s*max-age=0\b/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * Follows a redirect, then reloads the page it led to, carrying cookies the
 * way a browser does; returns the two pages' HTML (a one-time notice must be
 * in the first and not the second).
 */
export async function visitAndReloadHtml(
  server: TestServer,
  redirect: Response,
  cookie = "",
): Promise<[string, string]> {
  const path = redirect.headers.get("location")!;
  let jar = applySetCookies(cookie, redirect);
  const first = await server.request(path, { cookie: jar });
  jar = applySetCookies(jar, first);
  const second = await server.request(path, { cookie: jar });
  return [await first.text(), await second.text()];
}

/** visitAndReloadHtml, as the two pages' text. */
export async function visitAndReload(server: TestServer, redirect: Response, cookie = ""): Promise<[string, string]> {
  const [first, second] = await visitAndReloadHtml(server, redirect, cookie);
  return [pageText(first), pageText(second)];
}

/** A page as the browser received it: where it was loaded from, and its HTML. */
export interface LoadedPage {
  path: string;
  html: string;
}

/** Loads a page with a browser's document request. */
export async function loadPage(server: TestServer, path: string, cookie?: string): Promise<LoadedPage> {
  const response = await server.request(path, { cookie, headers: { accept: DOCUMENT_ACCEPT } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { path, html: await response.text() };
}

/**
 * Presses a button of a page as a browser without JavaScript does: the
 * fields named by their labels are filled in, and the form's controls are
 * posted to its action as a document request from that page (Referer,
 * Accept: text/html). Answers the server's response, redirects not followed.
 */
export function submitForm(
  server: TestServer,
  page: LoadedPage,
  button: string,
  fill: Record<string, string> = {},
  cookie?: string,
): Promise<Response> {
  const { action, method, body } = parseHtml(page.html).submission(button, fill);
  if (method !== "POST") throw new Error(`the "${button}" form sends a ${method}, not a POST`);
  const from = new URL(page.path, server.baseUrl);
  const to = new URL(action || page.path, from);
  return server.request(`${to.pathname}${to.search}`, {
    method,
    body,
    cookie,
    headers: { accept: DOCUMENT_ACCEPT, referer: from.href },
  });
}
