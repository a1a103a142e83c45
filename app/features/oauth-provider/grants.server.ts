import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { oauthClients, oauthCodes, oauthConsents, oauthTokens } from "~/db/schema";
import { OAUTH_LIFETIMES } from "./rules";
import { newSecret, secretHash } from "./secrets.server";

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

/** The scopes the member approved for this client before, if any. */
export async function existingConsent(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select({ id: oauthConsents.id, scopes: oauthConsents.scopes })
    .from(oauthConsents)
    .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId)));
  return row;
}

/**
 * Records the member's approval (adding to the scopes approved before) and
 * issues a single-use code bound to the redirect URI, the scopes and the
 * PKCE challenge.
 */
export async function approveAndIssueCode(
  db: Db,
  request: {
    userId: string;
    clientId: string;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string;
    nonce?: string;
  },
  now = new Date(),
): Promise<string> {
  const code = newSecret();
  await db.transaction(async (tx) => {
    const [consent] = await tx
      .insert(oauthConsents)
      .values({ userId: request.userId, clientId: request.clientId, scopes: request.scopes })
      .onConflictDoUpdate({
        target: [oauthConsents.userId, oauthConsents.clientId],
        set: { updatedAt: now },
      })
      .returning();
    const scopes = [...new Set([...consent!.scopes, ...request.scopes])];
    if (scopes.length !== consent!.scopes.length) {
      await tx.update(oauthConsents).set({ scopes }).where(eq(oauthConsents.id, consent!.id));
    }
    // Codes live a minute; those long expired carry nothing worth keeping.
    await tx.delete(oauthCodes).where(lt(oauthCodes.expiresAt, seconds(now, -24 * 60 * 60)));
    await tx.insert(oauthCodes).values({
      codeHash: secretHash(code),
      consentId: consent!.id,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce ?? null,
      expiresAt: seconds(now, OAUTH_LIFETIMES.codeSeconds),
    });
  });
  return code;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  scopes: string[];
  userId: string;
}

async function issueTokens(
  tx: Pick<Db, "insert" | "delete">,
  grant: { consentId: string; family: string; scopes: string[] },
  now: Date,
): Promise<{ accessToken: string; refreshToken: string }> {
  // Spent refresh tokens are kept to detect their reuse, until they expire; after that a day's grace, then gone.
  await tx
    .delete(oauthTokens)
    .where(and(eq(oauthTokens.consentId, grant.consentId), lt(oauthTokens.expiresAt, seconds(now, -24 * 60 * 60))));
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const base = { consentId: grant.consentId, family: grant.family, scopes: grant.scopes };
  await tx.insert(oauthTokens).values([
    {
      ...base,
      tokenHash: secretHash(accessToken),
      kind: "access",
      expiresAt: seconds(now, OAUTH_LIFETIMES.accessTokenSeconds),
    },
    {
      ...base,
      tokenHash: secretHash(refreshToken),
      kind: "refresh",
      expiresAt: seconds(now, OAUTH_LIFETIMES.refreshTokenSeconds),
    },
  ]);
  return { accessToken, refreshToken };
}

export type CodeRedemption = { ok: true; tokens: IssuedTokens; nonce: string | null } | { ok: false; reason: string };

/**
 * Redeems a code once, for the client it was issued to and the same
 * redirect URI. A code presented a second time is an attack (RFC 6749
 * 4.1.2): it is refused and the tokens the first use gave are revoked.
 * `checkVerifier` is the PKCE check against the stored challenge.
 */
export async function redeemCode(
  db: Db,
  input: { code: string; clientId: string; redirectUri: string; checkVerifier: (challenge: string) => boolean },
  now = new Date(),
): Promise<CodeRedemption> {
  const hash = secretHash(input.code);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: oauthCodes, userId: oauthConsents.userId, clientId: oauthConsents.clientId })
      .from(oauthCodes)
      .innerJoin(oauthConsents, eq(oauthConsents.id, oauthCodes.consentId))
      .where(eq(oauthCodes.codeHash, hash))
      .for("update");
    if (!row || row.clientId !== input.clientId) return { ok: false, reason: "unknown code" };
    const { code } = row;
    if (code.usedAt) {
      await tx.delete(oauthTokens).where(eq(oauthTokens.family, hash));
      return { ok: false, reason: "code already used" };
    }
    // Spent whatever follows: a wrong verifier must not leave the code for another guess.
    await tx.update(oauthCodes).set({ usedAt: now }).where(eq(oauthCodes.codeHash, hash));
    if (code.expiresAt <= now) return { ok: false, reason: "code expired" };
    if (code.redirectUri !== input.redirectUri) return { ok: false, reason: "redirect_uri does not match" };
    if (!input.checkVerifier(code.codeChallenge)) return { ok: false, reason: "code_verifier does not match" };
    const tokens = await issueTokens(tx, { consentId: code.consentId, family: hash, scopes: code.scopes }, now);
    return {
      ok: true,
      tokens: { ...tokens, scopes: code.scopes, userId: row.userId },
      nonce: code.nonce,
    };
  });
}

/**
 * Exchanges a refresh token for new tokens (the old one is spent). A spent
 * token presented again means it was copied: its whole family is revoked.
 * A revoked consent's tokens are gone with it, so they are refused here.
 */
export async function refresh(
  db: Db,
  input: { refreshToken: string; clientId: string },
  now = new Date(),
): Promise<{ ok: true; tokens: IssuedTokens } | { ok: false; reason: string }> {
  const hash = secretHash(input.refreshToken);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: oauthTokens, userId: oauthConsents.userId, clientId: oauthConsents.clientId })
      .from(oauthTokens)
      .innerJoin(oauthConsents, eq(oauthConsents.id, oauthTokens.consentId))
      .where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.kind, "refresh")))
      .for("update");
    if (!row || row.clientId !== input.clientId) return { ok: false, reason: "unknown refresh token" };
    const { token } = row;
    if (token.usedAt) {
      await tx.delete(oauthTokens).where(eq(oauthTokens.family, token.family));
      return { ok: false, reason: "refresh token already used" };
    }
    if (token.expiresAt <= now) return { ok: false, reason: "refresh token expired" };
    await tx.update(oauthTokens).set({ usedAt: now }).where(eq(oauthTokens.tokenHash, hash));
    const tokens = await issueTokens(tx, token, now);
    return { ok: true, tokens: { ...tokens, scopes: token.scopes, userId: row.userId } };
  });
}

/** The member and scopes behind a live access token (UserInfo), or undefined. */
export async function accessTokenGrant(db: Db, accessToken: string, now = new Date()) {
  if (accessToken.length > 200) return undefined;
  const [row] = await db
    .select({ userId: oauthConsents.userId, scopes: oauthTokens.scopes })
    .from(oauthTokens)
    .innerJoin(oauthConsents, eq(oauthConsents.id, oauthTokens.consentId))
    .where(
      and(
        eq(oauthTokens.tokenHash, secretHash(accessToken)),
        eq(oauthTokens.kind, "access"),
        gt(oauthTokens.expiresAt, now),
      ),
    );
  return row;
}

/** The applications a member approved, for /account/security. */
export async function listConsents(db: Db, userId: string) {
  const rows = await db
    .select({
      id: oauthConsents.id,
      clientName: oauthClients.name,
      scopes: oauthConsents.scopes,
      approvedAt: oauthConsents.updatedAt,
    })
    .from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthConsents.clientId))
    .where(eq(oauthConsents.userId, userId))
    .orderBy(desc(oauthConsents.updatedAt));
  return rows.map((row) => ({ ...row, approvedAt: row.approvedAt.toISOString() }));
}

/** Revokes one of the member's own consents (with its codes and tokens); false when it is not theirs. */
export async function revokeConsent(db: Db, userId: string, consentId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(consentId)) return false;
  const deleted = await db
    .delete(oauthConsents)
    .where(and(eq(oauthConsents.id, consentId), eq(oauthConsents.userId, userId)))
    .returning({ id: oauthConsents.id });
  return deleted.length > 0;
}
