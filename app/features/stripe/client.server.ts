import Stripe from "stripe";
import type { StripeConfig } from "~/config.server";

const clients = new Map<string, Stripe>();

/**
 * The Stripe client for this configuration, made once per process. With
 * STRIPE_API_URL the same package talks to another host (the tests' local
 * stand-in of Stripe's API); otherwise to Stripe's.
 */
export function stripeClient(config: StripeConfig): Stripe {
  const key = `${config.secretKey}|${config.apiUrl ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url && {
        host: url.hostname,
        port: url.port || (url.protocol === "http:" ? 80 : 443),
        protocol: url.protocol === "http:" ? "http" : "https",
      }),
    });
    clients.set(key, client);
  }
  return client;
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
