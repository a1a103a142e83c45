import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader, type HeaderUser } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { THEME_BOOT_SCRIPT } from "~/components/theme/theme";
import { Toaster } from "~/components/ui/toaster";
import { startPixels } from "~/features/analytics/pixel";
import { usePageViews } from "~/features/analytics/use-page-views";
import { getSessionUser, sessionRefreshHeaders } from "~/features/auth/session.server";
import { useQueuedLeadRetry } from "~/features/leads/lead-queue";
import { usePersonalizedStaticPage } from "~/features/marketing/use-personalized-static-page";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Prerendering (the marketing pages, at build time) has no services and no
  // visitor: the page is rendered for everyone, and the browser asks for the
  // visitor's header and configuration once it has hydrated.
  if (!(context as Partial<typeof context> | undefined)?.services) {
    return data({ user: null, publicConfig: null, prerendered: true });
  }
  const user = await getSessionUser(request, context.services);
  const headerUser: HeaderUser | null = user ? { email: user.email, isAdmin: user.isAdmin } : null;
  const headers = await sessionRefreshHeaders(request, context.services);
  headers.set("Cache-Control", "private, no-store");
  return data({ user: headerUser, publicConfig: context.services.config.public, prerendered: false }, { headers });
}

export function meta() {
  return [{ title: "Rerouted" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <main id="main" className="flex-1 pt-20">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePageViews();
  // A lead that failed to save is retried on whatever page the visitor opens next.
  useQueuedLeadRetry();
  usePersonalizedStaticPage(loaderData.prerendered);
  const metaPixelId = loaderData.publicConfig?.metaPixelId ?? null;
  const gaMeasurementId = loaderData.publicConfig?.gaMeasurementId ?? null;
  const configured = loaderData.publicConfig !== null;
  // A prerendered page learns the configuration when it revalidates.
  useEffect(() => {
    if (configured) startPixels({ metaPixelId, gaMeasurementId });
  }, [configured, metaPixelId, gaMeasurementId]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        {status === 429
          ? "Too many requests. Please wait a moment and try again."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}
