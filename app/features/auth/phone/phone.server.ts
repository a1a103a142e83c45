import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authAccounts, authTwoFactors, authUsers, phoneNumbers, smsOutbox } from "~/db/schema";
import { deliverDueHttpRows } from "~/lib/email/http-outbox.server";
import { type BackgroundTask, runInBackground } from "~/lib/background-task.server";
import { hitRateLimit } from "~/lib/security/rate-limit.server";
import type { Services } from "~/services.server";
import type { PhoneCardView } from "./components/phone-card";
import { codeText, maskPhone, messagesRequest, PHONE_CODE } from "./sms";

export interface PhoneStatus {
  phone: string;
  verified: boolean;
}

const hashCode = (userId: string, code: string) => createHash("sha256").update(`${userId}:${code}`).digest("hex");

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Queues a text; the worker sends it with retries. */
async function enqueueSms(db: Pick<Db, "insert">, to: string, text: string): Promise<void> {
  await db.insert(smsOutbox).values({ to, payload: { body: text } });
}

export async function phoneOf(db: Db, userId: string): Promise<PhoneStatus | null> {
  const [row] = await db
    .select({ phone: phoneNumbers.phone, verifiedAt: phoneNumbers.verifiedAt })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId));
  return row ? { phone: row.phone, verified: row.verifiedAt !== null } : null;
}

/**
 * Counts one text against the number and the client. Null when it may be
 * sent, else the seconds until it may.
 */
export async function smsLimited(db: Db, phone: string, clientIp: string): Promise<number | null> {
  for (const [name, subject] of [
    ["smsPerClient", clientIp],
    ["smsPerNumber", phone],
  ] as const) {
    const verdict = await hitRateLimit(db, name, subject);
    if (!verdict.allowed) return verdict.retryAfterSeconds;
  }
  return null;
}

/**
 * Texts a code to prove a new number. The number replaces any one being
 * proven; a verified number must be removed first (the caller refuses).
 */
export async function startPhoneVerification(db: Db, userId: string, phone: string): Promise<void> {
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, "0");
  const expires = new Date(Date.now() + PHONE_CODE.minutes * 60_000);
  const pending = {
    phone,
    verifiedAt: null,
    codeHash: hashCode(userId, code),
    codeExpiresAt: expires,
    codeAttempts: 0,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(phoneNumbers)
      .values({ userId, ...pending })
      .onConflictDoUpdate({ target: phoneNumbers.userId, set: pending });
    await enqueueSms(tx, phone, codeText(code));
  });
}

export type PhoneCodeVerdict = "verified" | "wrong" | "expired";

/**
 * Checks the code texted to the number being proven. Right: the number is
 * verified and two-factor turns on (a password alone no longer signs in).
 * A code spent by too many wrong tries, or past its time, is "expired".
 */
export async function confirmPhone(db: Db, userId: string, code: string): Promise<PhoneCodeVerdict> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(phoneNumbers)
      .set({ codeAttempts: sql`${phoneNumbers.codeAttempts} + 1` })
      .where(and(eq(phoneNumbers.userId, userId), sql`${phoneNumbers.verifiedAt} is null`))
      .returning();
    if (!row?.codeHash || !row.codeExpiresAt) return "expired";
    if (row.codeExpiresAt.getTime() < Date.now() || row.codeAttempts > PHONE_CODE.attempts) return "expired";
    if (!sameHash(row.codeHash, hashCode(userId, code))) return "wrong";
    await tx
      .update(phoneNumbers)
      .set({ verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(eq(phoneNumbers.userId, userId));
    await tx.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));
    return "verified";
  });
}

/**
 * Removes the phone. Two-factor stays on only while an authenticator app
 * is still set up; otherwise the password alone signs in again.
 */
export async function removePhone(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    const [app] = await tx
      .select({ id: authTwoFactors.id })
      .from(authTwoFactors)
      .where(and(eq(authTwoFactors.userId, userId), eq(authTwoFactors.verified, true)));
    if (!app) await tx.update(authUsers).set({ twoFactorEnabled: false }).where(eq(authUsers.id, userId));
  });
}

/**
 * Better Auth's two-factor plugin calls this with the code it generated
 * for a sign-in waiting on its second factor. It goes to the verified
 * number only, within the number's limit (the route counts the client's).
 */
export async function textSignInCode(db: Db, userId: string, code: string): Promise<void> {
  const phone = await phoneOf(db, userId);
  if (!phone?.verified) return;
  if (!(await hitRateLimit(db, "smsPerNumber", phone.phone)).allowed) return;
  await enqueueSms(db, phone.phone, codeText(code));
}

type SmsRow = { id: string; to: string; payload: { body?: string }; attempts: number };

/** Sends the due texts through SMS_URL; without it they wait in the outbox. */
export async function deliverDueSms(services: Pick<Services, "db" | "config" | "log">): Promise<void> {
  const config = services.config.sms;
  if (!config) return;
  await deliverDueHttpRows<SmsRow>({
    db: services.db,
    log: services.log,
    table: "sms_outbox",
    send: async (row) => {
      const { url, init } = messagesRequest(config, row.to, row.payload.body ?? "");
      const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    },
  });
}

export function scheduleSmsDelivery(services: Pick<Services, "db" | "config" | "log">): BackgroundTask {
  return runInBackground({ name: "sms delivery pass", everyMs: 2_000, log: services.log }, () =>
    deliverDueSms(services),
  );
}

/** Whether the account has a password to re-enter (social-only accounts have none). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
  return row !== undefined;
}

/**
 * Where a sign-in waiting on its second factor goes: straight to the
 * texted code when the phone is the account's only second factor, else to
 * the authenticator code page (which links to the texted code).
 */
export async function secondFactorPage(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ app: authTwoFactors.verified, phoneVerifiedAt: phoneNumbers.verifiedAt })
    .from(authUsers)
    .leftJoin(authTwoFactors, eq(authTwoFactors.userId, authUsers.id))
    .leftJoin(phoneNumbers, eq(phoneNumbers.userId, authUsers.id))
    .where(eq(authUsers.email, email.toLowerCase()));
  return row?.phoneVerifiedAt && row.app !== true ? "/login/phone-code" : "/login/two-factor";
}

/**
 * Codes by text are on when the phone is verified and two-factor is on
 * (turning the authenticator app off turns two-factor off for both).
 */
export async function phoneCardView(
  services: Pick<Services, "db" | "config">,
  user: { id: string; twoFactorEnabled: boolean },
): Promise<PhoneCardView> {
  const phone = await phoneOf(services.db, user.id);
  return {
    on: phone?.verified && user.twoFactorEnabled ? maskPhone(phone.phone) : null,
    configured: services.config.sms !== undefined,
  };
}

/** Turns two-factor back on for a phone verified earlier (after the authenticator app was turned off). */
export async function turnOnPhoneCodes(db: Db, userId: string): Promise<boolean> {
  const phone = await phoneOf(db, userId);
  if (!phone?.verified) return false;
  await db.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));
  return true;
}
