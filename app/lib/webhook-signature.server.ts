import { createHmac } from "node:crypto";

/**
 * Signing of lead events by the Standard Webhooks scheme
 * (https://www.standardwebhooks.com), so Zapier, Make, n8n or any of the
 * scheme's libraries can verify them: HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` with the secret's bytes (the
 * base64 after `whsec_`), sent as `v1,<base64 signature>`.
 */
const SECRET_PATTERN = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

/** The key bytes of a `whsec_…` secret, or null when it is not one (24 to 64 bytes, as the scheme asks). */
export function webhookSecretKey(secret: string): Buffer | null {
  const match = SECRET_PATTERN.exec(secret);
  if (!match) return null;
  const key = Buffer.from(match[1]!, "base64");
  return key.length >= 24 && key.length <= 64 ? key : null;
}

export function signWebhook(options: { secret: string; id: string; timestamp: number; body: string }): string {
  const key = webhookSecretKey(options.secret);
  if (!key) throw new Error("LEADS_WEBHOOK_SECRET is not a whsec_ secret");
  const signature = createHmac("sha256", key)
    .update(`${options.id}.${options.timestamp}.${options.body}`)
    .digest("base64");
  return `v1,${signature}`;
}

/** The three headers of one delivery. */
export function webhookHeaders(options: { secret: string; id: string; timestamp: number; body: string }) {
  return {
    "webhook-id": options.id,
    "webhook-timestamp": String(options.timestamp),
    "webhook-signature": signWebhook(options),
  };
}
