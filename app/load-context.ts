import { RouterContextProvider } from "react-router";
import type { RenderPage } from "~/features/admin/visitor-view.server";
import type { Services } from "~/services.server";

/** The header variants of a cached marketing page: "Login", "Dashboard", or "Dashboard" and "Admin". */
export type HeaderVariant = "anonymous" | "member" | "admin";

/** What the Express layer hands every loader and action. */
export interface AppContextFields {
  services: Services;
  /** The client address we trust: the socket, or the proxy hop with TRUST_PROXY. */
  clientIp: string;
  /** Per-response CSP nonce for inline scripts; empty for a cached page (its scripts are hashed). */
  nonce: string;
  /** Set when rendering a cached marketing page: whose header it shows. */
  headerVariant?: HeaderVariant;
  /** Renders a public page in-process, as an anonymous visitor gets it (the launch checklist reads it). */
  renderPage?: RenderPage;
  /** A browser-only state to render open (app/components/preview-state.tsx); set by that renderer alone. */
  previewState?: string;
}

// With React Router's v8 middleware flag the loaders' `context` is a
// RouterContextProvider; its documented migration path keeps the fields
// readable as `context.services` by augmenting the class (loaders run on
// the server only, where every field is set).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends AppContextFields {}
}

/** The `context` of one request's loaders and actions. */
export function appLoadContext(fields: AppContextFields): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), fields);
}
