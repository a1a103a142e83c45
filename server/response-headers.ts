import type { ServerResponse } from "node:http";
import type { SiteContentSnapshot } from "~/lib/site-content.server";
import type { SiteContent } from "~/lib/site-content";
import type { ResponsePolicies } from "./response-policies";
import { crossOriginOpenerPolicy, STATIC_SECURITY_HEADERS } from "./security-headers";

/**
 * The headers every response starts with, written the same way by the
 * Express app and by the fast lane in front of it (server/fast-lane-listener.ts):
 * one place decides each of them.
 */
export function responseHeaders(options: {
  hsts: boolean;
  policiesFor: (content: SiteContent | null) => ResponsePolicies;
}) {
  const { hsts, policiesFor } = options;
  return {
    /** The headers that depend on the path alone. */
    security(res: ServerResponse, pathname: string): void {
      for (const name in STATIC_SECURITY_HEADERS) res.setHeader(name, STATIC_SECURITY_HEADERS[name]!);
      res.setHeader("Cross-Origin-Opener-Policy", crossOriginOpenerPolicy(pathname));
      if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    },
    /**
     * The policies the owner's content decides (checkout and video origins),
     * with this response's nonce; without one the caller writes the
     * Content-Security-Policy (a cached page lists its scripts' hashes).
     */
    content(res: ServerResponse, nonce: string | null, snapshot: SiteContentSnapshot | null): ResponsePolicies {
      const policies = policiesFor(snapshot?.content ?? null);
      res.setHeader("Permissions-Policy", policies.permissionsPolicy);
      if (nonce !== null) res.setHeader("Content-Security-Policy", policies.withNonce(nonce));
      // While the launch checklist has items, nothing of the template may be indexed.
      if (!snapshot || snapshot.checklist.length > 0) res.setHeader("X-Robots-Tag", "noindex");
      return policies;
    },
  };
}
