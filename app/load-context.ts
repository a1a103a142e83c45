import type { Services } from "~/services.server";

/** What the Express layer hands every loader and action. */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client address we trust: the socket, or the proxy hop with TRUST_PROXY. */
    clientIp: string;
    /** Per-response CSP nonce for inline scripts. */
    nonce: string;
  }
}

export {};
