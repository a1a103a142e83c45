import { randomBytes } from "node:crypto";
import { NO_THIRD_PARTIES, type ConfiguredThirdParties } from "~/content/third-party";
import type { PublicConfig } from "~/config.server";
import { configuredThirdParties, type SiteContent } from "~/lib/site-content";
import { contentSecurityPolicy, permissionsPolicy } from "./security-headers";

/**
 * The per-response policies, worked out once per site-content version
 * rather than once per request: the third parties come from the owner's
 * checkout links and videos (URL parsing, a few microseconds each), and
 * every page, asset and range request used to parse them again.
 */
export interface ResponsePolicies {
  thirdParties: ConfiguredThirdParties;
  permissionsPolicy: string;
  /** The Content-Security-Policy with this response's nonce in it. */
  withNonce(nonce: string): string;
  /** The Content-Security-Policy listing these inline-script hashes (cached pages). */
  withHashes(hashes: readonly string[]): string;
}

/** A stand-in that cannot occur in a base64 nonce. */
const NONCE_SLOT = "\u0000";

interface PolicyOptions {
  dev: boolean;
  /** Where signed media URLs redirect to (the S3 endpoint). */
  mediaOrigins: readonly string[];
}

function policiesOf(thirdParties: ConfiguredThirdParties, options: PolicyOptions): ResponsePolicies {
  const { dev, mediaOrigins } = options;
  const [before, after] = contentSecurityPolicy(NONCE_SLOT, { dev, thirdParties, mediaOrigins }).split(NONCE_SLOT) as [
    string,
    string,
  ];
  const byHashes = new Map<string, string>();
  return {
    thirdParties,
    permissionsPolicy: permissionsPolicy(thirdParties.cartOrigins),
    withNonce: (nonce) => `${before}${nonce}${after}`,
    withHashes(hashes) {
      const key = hashes.join(" ");
      let policy = byHashes.get(key);
      if (policy === undefined) {
        // A page's hashes change with its content version: only the latest few are kept.
        if (byHashes.size >= 16) byHashes.clear();
        policy = contentSecurityPolicy({ hashes }, { dev, thirdParties, mediaOrigins });
        byHashes.set(key, policy);
      }
      return policy;
    },
  };
}

export function responsePolicies(publicConfig: PublicConfig, options: PolicyOptions) {
  const byContent = new WeakMap<SiteContent, ResponsePolicies>();
  const withoutContent = policiesOf(NO_THIRD_PARTIES, options);
  /** The policies for this content (a new object per saved version), or none configured before the first read. */
  return (content: SiteContent | null): ResponsePolicies => {
    if (!content) return withoutContent;
    let policies = byContent.get(content);
    if (!policies) {
      policies = policiesOf(configuredThirdParties(publicConfig, content), options);
      byContent.set(content, policies);
    }
    return policies;
  };
}

const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh 128-bit nonce from the CSPRNG, drawn from a pool filled 512 nonces
 * at a time: one randomBytes call per request was a visible share of a
 * cached page's cost. Each slice of the pool is used once.
 */
export function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 512);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
