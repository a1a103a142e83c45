import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminUsers,
  audioChapters,
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
  bookmarks,
  emailOutbox,
  listeningSessions,
  playbackSettings,
  productAccess,
  products,
  purchaseOrders,
  userProfiles,
  userProgress,
} from "../../app/db/schema";
import { parseHtml } from "./html";
import {
  adminAction,
  cookiesFrom,
  form,
  lastEmailLink,
  loadPage,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  submitForm,
  TEST_PASSWORD,
  visitAndReload,
  type TestServer,
} from "./harness";

/**
 * The Users tab's account changes: admin rights, anonymising and deleting.
 * The server starts with the demo content (its two demo accounts among it)
 * and the owner's ADMIN_EMAILS account; every change is made as an admin
 * without JavaScript would make it, from the page that shows it.
 */
const DEMO_PASSWORD = "demo-password-123";
let server: TestServer;
let owner: string;
let demoAdmin: string;

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: "owner@example.com",
    SEED_DEMO: "1",
    DEMO_PASSWORD,
  });
  owner = await signUpAdmin(server, "owner@example.com");
  demoAdmin = await signIn("admin@example.com", DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;
const act = (fields: Record<string, string>, cookie?: string) => adminAction(server, fields, cookie);

async function signIn(email: string, password: string): Promise<string> {
  const response = await server.request("/login", { method: "POST", body: form({ email, password }) });
  if (response.status !== 302) throw new Error(`signing in as ${email} answered ${response.status}`);
  return cookiesFrom(response);
}

/** A customer who proved their address by choosing a password through the emailed link; their session cookie. */
async function confirmedCustomer(email: string, firstName: string): Promise<string> {
  await signUp(server, { email, firstName, lastName: "Tester" });
  await server.request("/forgot-password", { method: "POST", body: form({ email }) });
  const link = await lastEmailLink(server, email, "Reset your Rerouted password");
  const reset = await server.request("/reset-password", {
    method: "POST",
    body: form({ token: link.searchParams.get("token")!, password: TEST_PASSWORD }),
  });
  if (reset.status !== 302) throw new Error(`resetting ${email}'s password answered ${reset.status}`);
  return signIn(email, TEST_PASSWORD);
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (!row) throw new Error(`no account uses ${email}`);
  return row.id;
}

const isAdminRow = async (id: string) =>
  (await db().select().from(adminUsers).where(eq(adminUsers.id, id))).length === 1;

/** Every account with its address and admin flag: what a refused change must leave as it was. */
async function accountsSnapshot() {
  const users = await db()
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .orderBy(authUsers.id);
  const admins = await db().select({ id: adminUsers.id }).from(adminUsers).orderBy(adminUsers.id);
  const grants = await db().select({ id: productAccess.id }).from(productAccess).orderBy(productAccess.id);
  return { users, admins, grants };
}

function expectLoginRedirect(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
}

/** The Users tab's Manage panel for this address, reached through its row's "Manage" link. */
async function managePage(email: string, cookie: string) {
  const list = await loadPage(server, "/admin?tab=users", cookie);
  const [link] = parseHtml(list.html).links(`Manage ${email}`);
  if (!link) throw new Error(`no "Manage ${email}" link`);
  return loadPage(server, link.attributes.href!, cookie);
}

/** Follows a link of a page by its accessible name. */
async function follow(page: { html: string }, name: string, cookie: string) {
  const [link] = parseHtml(page.html).links(name);
  if (!link) throw new Error(`no "${name}" link`);
  return loadPage(server, link.attributes.href!, cookie);
}

describe("who may change accounts", () => {
  it("refuses every account change to anonymous visitors and customers, on their own or another's account", async () => {
    const customer = await confirmedCustomer("nosy@example.com", "Nosy");
    await confirmedCustomer("neighbour@example.com", "Neighbour");
    const ids = {
      self: await userIdOf("nosy@example.com"),
      other: await userIdOf("neighbour@example.com"),
      admin: await userIdOf("owner@example.com"),
    };
    const before = await accountsSnapshot();
    for (const cookie of [undefined, customer]) {
      for (const intent of ["user.promote", "user.demote", "user.anonymise", "user.delete"]) {
        for (const id of Object.values(ids)) expectLoginRedirect(await act({ intent, id }, cookie));
      }
      for (const id of Object.values(ids)) {
        expectLoginRedirect(await server.request(`/admin?tab=users&user=${id}`, { cookie }));
        // A client-side navigation fetches the loader's data directly: it gets the way to /login, no account.
        const data = await server.request(`/admin.data?tab=users&user=${id}&confirm=delete`, { cookie });
        const body = await data.text();
        expect(body).toContain("/login");
        expect(body).not.toContain("neighbour@example.com");
      }
    }
    expect(await accountsSnapshot()).toEqual(before);
  });

  it("answers malformed or unknown accounts with a 4xx and writes nothing", async () => {
    const before = await accountsSnapshot();
    const malformed: Record<string, string>[] = [
      { intent: "user.delete" },
      { intent: "user.delete", id: "" },
      { intent: "user.anonymise", id: "../auth_users" },
      { intent: "user.promote", id: "x".repeat(101) },
      { intent: "user.demote", id: "a b" },
      { intent: "user.erase", id: await userIdOf("reader@example.com") },
    ];
    for (const fields of malformed) {
      const response = await act(fields, owner);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
    }
    for (const intent of ["user.promote", "user.demote", "user.anonymise", "user.delete"]) {
      const response = await act({ intent, id: "00000000-0000-4000-8000-000000000000" }, owner);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ ok: false, message: "This account no longer exists" });
    }
    // An unknown account in the address bar opens no panel.
    for (const user of ["nobody", "x".repeat(5000), "00000000-0000-4000-8000-000000000000"]) {
      const page = parseHtml((await loadPage(server, `/admin?tab=users&user=${user}&confirm=delete`, owner)).html);
      expect(page.links("Close"), user).toEqual([]);
    }
    expect(await accountsSnapshot()).toEqual(before);
  });
});

describe("admin rights", () => {
  it("makes a confirmed customer an admin and takes the rights back, from the Manage panel", async () => {
    const helper = await confirmedCustomer("helper@example.com", "Hannah");
    const helperId = await userIdOf("helper@example.com");
    expectLoginRedirect(await server.request("/admin", { cookie: helper }));

    const panel = await managePage("helper@example.com", owner);
    const region = parseHtml(panel.html).region("Hannah Tester");
    expect(region.text).toContain("Email address Confirmed");
    expect(region.text).toContain("Role Customer");
    const promoted = await submitForm(server, panel, "Make admin", {}, owner);
    expect(promoted.status).toBe(302);
    const [shown, reloaded] = await visitAndReload(server, promoted, owner);
    expect(shown).toContain("Admin rights granted");
    expect(reloaded).not.toContain("Admin rights granted");
    expect(await isAdminRow(helperId)).toBe(true);
    expect((await server.request("/admin", { cookie: helper })).status).toBe(200);

    const demoted = await submitForm(
      server,
      await managePage("helper@example.com", owner),
      "Remove admin rights",
      {},
      owner,
    );
    const [notice] = await visitAndReload(server, demoted, owner);
    expect(notice).toContain("Admin rights removed");
    expect(await isAdminRow(helperId)).toBe(false);
    expectLoginRedirect(await server.request("/admin", { cookie: helper }));
  });

  it("refuses to make an unconfirmed address an admin, and says why", async () => {
    await signUp(server, { email: "unproven@example.com", firstName: "Una", lastName: "Proven" });
    const id = await userIdOf("unproven@example.com");
    const reason =
      'unproven@example.com has not confirmed its email address. Only a confirmed address can become an admin: they confirm it by choosing a password through "Forgot password?" on the sign-in page.';
    const page = parseHtml((await managePage("unproven@example.com", owner)).html);
    expect(page.region("Una Proven").text).toContain(reason);
    expect(page.all((e) => e.tag === "button" && e.text === "Make admin")).toEqual([]);

    const response = await act({ intent: "user.promote", id }, owner);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, message: reason });
    expect(await isAdminRow(id)).toBe(false);
  });

  it("keeps an admin's own rights and an ADMIN_EMAILS address's, saying why", async () => {
    const ownerId = await userIdOf("owner@example.com");
    const own = parseHtml((await managePage("owner@example.com", owner)).html).region("Test User");
    expect(own.text).toContain("You cannot remove your own admin rights: another admin can.");
    expect(own.text).toContain("You cannot delete or anonymise your own account.");
    for (const intent of ["user.demote", "user.delete", "user.anonymise"]) {
      const response = await act({ intent, id: ownerId }, owner);
      expect(response.status, intent).toBe(409);
    }

    // The demo admin may not demote the owner either: ADMIN_EMAILS would make the owner an admin again.
    const listed =
      "owner@example.com is listed in ADMIN_EMAILS, which makes it an admin again whenever the server starts: remove it from ADMIN_EMAILS first.";
    const panel = parseHtml((await managePage("owner@example.com", demoAdmin)).html).region("Test User");
    expect(panel.text).toContain(listed);
    const response = await act({ intent: "user.demote", id: ownerId }, demoAdmin);
    expect(await response.json()).toEqual({ ok: false, message: listed });
    expect(await isAdminRow(ownerId)).toBe(true);
  });
});

describe("anonymising and deleting", () => {
  /** The seeded audiobook and its first chapter, for the listener's own rows. */
  async function seededChapter() {
    const [row] = await db()
      .select({ productId: products.id, chapterId: audioChapters.id })
      .from(audioChapters)
      .innerJoin(products, eq(products.id, audioChapters.productId))
      .where(eq(products.name, "Rerouted: The Audiobook"))
      .limit(1);
    return row!;
  }

  /** A buyer with an order, its grant, and everything a listener leaves behind. */
  async function buyerWithHistory(email: string, firstName: string) {
    const cookie = await confirmedCustomer(email, firstName);
    const userId = await userIdOf(email);
    const { productId, chapterId } = await seededChapter();
    const orderId = `order-${firstName.toLowerCase()}`;
    await db()
      .insert(purchaseOrders)
      .values({
        orderId,
        provider: "stripe",
        email,
        buyerName: `${firstName} Tester`,
        buyerId: userId,
        status: "granted",
        amount: 1499,
        currency: "usd",
        rawEvent: { customer_details: { email, name: `${firstName} Tester` } },
      });
    await db().insert(productAccess).values({ userId, productId, orderId });
    await db().insert(userProgress).values({ userId, productId, chapterId, progressSeconds: 5 });
    await db().insert(bookmarks).values({ userId, productId, chapterId, timestampSeconds: 3, note: "Loved this" });
    await db().insert(listeningSessions).values({
      userId,
      sessionId: crypto.randomUUID(),
      productId,
      chapterId,
      deviceId: "device-1",
      deviceLabel: "phone",
      positionSeconds: 5,
    });
    await db().insert(playbackSettings).values({ userId, productId, speed: 1.5 });
    await db()
      .insert(authTwoFactors)
      .values({ id: crypto.randomUUID(), userId, secret: "secret", backupCodes: "codes", verified: true });
    // A password link waiting in the mailbox.
    await server.request("/forgot-password", { method: "POST", body: form({ email }) });
    const resetLink = await lastEmailLink(server, email, "Reset your Rerouted password");
    return { cookie, userId, orderId, resetToken: resetLink.searchParams.get("token")! };
  }

  /** How many rows about this account are left in each of its tables. */
  async function leftOf(userId: string, email: string) {
    const n = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      sessions: await n(db().select().from(authSessions).where(eq(authSessions.userId, userId))),
      credentials: await n(db().select().from(authAccounts).where(eq(authAccounts.userId, userId))),
      twoFactor: await n(db().select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))),
      passwordLinks: await n(db().select().from(authVerifications).where(eq(authVerifications.value, userId))),
      progress: await n(db().select().from(userProgress).where(eq(userProgress.userId, userId))),
      bookmarks: await n(db().select().from(bookmarks).where(eq(bookmarks.userId, userId))),
      listening: await n(db().select().from(listeningSessions).where(eq(listeningSessions.userId, userId))),
      settings: await n(db().select().from(playbackSettings).where(eq(playbackSettings.userId, userId))),
      accountEmails: await n(db().select().from(emailOutbox).where(eq(emailOutbox.to, email))),
      grants: await n(db().select().from(productAccess).where(eq(productAccess.userId, userId))),
      admin: await n(db().select().from(adminUsers).where(eq(adminUsers.id, userId))),
    };
  }

  const nothingPersonal = {
    sessions: 0,
    credentials: 0,
    twoFactor: 0,
    passwordLinks: 0,
    progress: 0,
    bookmarks: 0,
    listening: 0,
    settings: 0,
    accountEmails: 0,
    admin: 0,
  };

  it("anonymises a buyer after a confirmation step: the order and grant stay, nothing about the person does", async () => {
    const { cookie, userId, orderId, resetToken } = await buyerWithHistory("grace@example.com", "Grace");
    const placeholder = `user-${userId}@anonymised.invalid`;

    const panel = await managePage("grace@example.com", owner);
    const confirmation = await follow(panel, "Anonymise…", owner);
    const step = parseHtml(confirmation.html).region("Grace Tester");
    expect(step.within.headings("Anonymise grace@example.com?")).toHaveLength(1);
    expect(step.text).toContain("This cannot be undone.");
    expect(step.text).toContain("Their orders and grants stay, so revenue and refunds still add up.");
    // Leaving the step changes nothing.
    expect(step.within.links("Cancel")).toHaveLength(1);
    expect(await leftOf(userId, "grace@example.com")).toMatchObject({ sessions: 1, credentials: 1, progress: 1 });

    const answer = await submitForm(server, confirmation, "Anonymise account", {}, owner);
    expect(answer.status).toBe(302);
    const [notice] = await visitAndReload(server, answer, owner);
    expect(notice).toContain("Account anonymised");

    expect(await leftOf(userId, "grace@example.com")).toEqual({ ...nothingPersonal, grants: 1 });
    const [account] = await db().select().from(authUsers).where(eq(authUsers.id, userId));
    expect(account).toMatchObject({
      name: "Anonymised user",
      email: placeholder,
      emailVerified: false,
      twoFactorEnabled: false,
      image: null,
    });
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ firstName: "Anonymised", lastName: "user", purchaseEmail: placeholder });
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
    expect(order).toMatchObject({ email: placeholder, buyerName: "", buyerId: userId, rawEvent: null, amount: 1499 });

    // Nobody reaches the account again: not the old session, the old password, nor the link sent before.
    expectLoginRedirect(await server.request("/dashboard", { cookie }));
    for (const email of ["grace@example.com", placeholder]) {
      const attempt = await server.request("/login", {
        method: "POST",
        body: form({ email, password: TEST_PASSWORD }),
      });
      expect(attempt.status, email).not.toBe(302);
    }
    const reset = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: resetToken, password: "a-brand-new-password" }),
    });
    expect(reset.status).not.toBe(302);
    expect(await leftOf(userId, placeholder)).toMatchObject({ credentials: 0 });

    // The list shows what is left; an anonymised account can still be deleted, not anonymised again.
    const list = parseHtml((await loadPage(server, "/admin?tab=users", owner)).html);
    const row = list.links(`Manage ${placeholder}`)[0]!.ancestors.find((e) => e.tag === "tr")!;
    expect(row.text).toContain("Anonymised user");
    expect(row.text).toContain("Anonymised");
    const again = parseHtml(
      (await loadPage(server, `/admin?tab=users&user=${userId}&confirm=anonymise`, owner)).html,
    ).region("Anonymised user");
    expect(again.within.all((e) => e.tag === "button" && e.text === "Anonymise account")).toEqual([]);
    expect(again.within.links("Delete…")).toHaveLength(1);
    const promote = await act({ intent: "user.promote", id: userId }, owner);
    expect(await promote.json()).toEqual({ ok: false, message: "An anonymised account cannot become an admin" });
  });

  it("deletes an account after a confirmation step, keeping its orders unlinked", async () => {
    const { userId, orderId } = await buyerWithHistory("dan@example.com", "Dan");
    const confirmation = await follow(await managePage("dan@example.com", owner), "Delete…", owner);
    expect(parseHtml(confirmation.html).headings("Delete dan@example.com?")).toHaveLength(1);
    const answer = await submitForm(server, confirmation, "Delete account", {}, owner);
    const [notice] = await visitAndReload(server, answer, owner);
    expect(notice).toContain("Account deleted");
    // The panel of an account that is gone closes itself.
    expect(notice).not.toContain("Delete dan@example.com?");

    expect(await db().select().from(authUsers).where(eq(authUsers.id, userId))).toEqual([]);
    expect(await db().select().from(userProfiles).where(eq(userProfiles.id, userId))).toEqual([]);
    expect(await leftOf(userId, "dan@example.com")).toEqual({ ...nothingPersonal, grants: 0 });
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
    expect(order).toMatchObject({ email: "dan@example.com", buyerName: "Dan Tester", buyerId: null, amount: 1499 });
    // The address is free again.
    expect((await signUp(server, { email: "dan@example.com" })).response.status).toBe(302);
  });

  it("deletes the demo accounts like any other, the demo admin's by another admin", async () => {
    const readerId = await userIdOf("reader@example.com");
    const demoAdminId = await userIdOf("admin@example.com");
    expect((await act({ intent: "user.delete", id: readerId }, demoAdmin)).status).toBe(200);
    const own = await act({ intent: "user.delete", id: demoAdminId }, demoAdmin);
    expect(await own.json()).toEqual({ ok: false, message: "You cannot delete or anonymise your own account." });

    const response = await act({ intent: "user.delete", id: demoAdminId }, owner);
    expect(await response.json()).toEqual({ ok: true, message: "Account deleted" });
    const left = await db()
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(or(eq(authUsers.email, "reader@example.com"), eq(authUsers.email, "admin@example.com")));
    expect(left).toEqual([]);
    expectLoginRedirect(await server.request("/admin", { cookie: demoAdmin }));
    expect(await isAdminRow(demoAdminId)).toBe(false);
  });
});
