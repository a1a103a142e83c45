import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  randomUUID,
  sign,
} from "node:crypto";
import { desc, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { oauthSigningKeys } from "~/db/schema";
import { keyPublished, signingKeyDue } from "./rules";

/** RS256: the one algorithm every OpenID Connect client must accept (OIDC Core 15.1). */
export const ID_TOKEN_ALG = "RS256";

/** AES-256-GCM key for the stored private keys, derived from AUTH_SECRET for this purpose only. */
function storageKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "rerouted", "oauth-signing-key", 32));
}

function seal(pem: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", storageKey(authSecret), iv);
  const body = Buffer.concat([cipher.update(pem, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

function unseal(sealed: string, authSecret: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", storageKey(authSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

/** Makes a new key the one in use; the previous one stays published for a week (rules.ts). */
export async function rotateSigningKey(db: Db, authSecret: string, now = new Date()) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const id = randomUUID();
  const jwk = publicKey.export({ format: "jwk" }) as Record<string, string>;
  const publicJwk = { kty: jwk.kty!, n: jwk.n!, e: jwk.e!, kid: id, alg: ID_TOKEN_ALG, use: "sig" };
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  return db.transaction(async (tx) => {
    await tx.update(oauthSigningKeys).set({ retiredAt: now }).where(isNull(oauthSigningKeys.retiredAt));
    const [row] = await tx
      .insert(oauthSigningKeys)
      .values({ id, publicJwk, privateKey: seal(pem, authSecret), createdAt: now })
      .returning();
    return row!;
  });
}

/** The key in use, replaced first when it is due. */
async function activeKey(db: Db, authSecret: string, now: Date) {
  const [current] = await db
    .select()
    .from(oauthSigningKeys)
    .where(isNull(oauthSigningKeys.retiredAt))
    .orderBy(desc(oauthSigningKeys.createdAt))
    .limit(1);
  return current && !signingKeyDue(current, now) ? current : rotateSigningKey(db, authSecret, now);
}

/**
 * The public keys clients verify ID tokens with: the one in use (made
 * first, or replaced when due, so a client that looks before any sign-in
 * finds it) and those replaced within the week.
 */
export async function publishedKeys(db: Db, authSecret: string, now = new Date()) {
  await activeKey(db, authSecret, now);
  const rows = await db.select().from(oauthSigningKeys).orderBy(desc(oauthSigningKeys.createdAt));
  return rows.filter((row) => keyPublished(row, now)).map((row) => row.publicJwk);
}

/** A signed JWT (RS256, `kid` naming the key) of the claims. */
export async function signJwt(db: Db, authSecret: string, claims: Record<string, unknown>, now = new Date()) {
  const key = await activeKey(db, authSecret, now);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const input = `${encode({ alg: ID_TOKEN_ALG, typ: "JWT", kid: key.id })}.${encode(claims)}`;
  const signature = sign("sha256", Buffer.from(input), createPrivateKey(unseal(key.privateKey, authSecret)));
  return `${input}.${signature.toString("base64url")}`;
}
