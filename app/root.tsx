import "~/lib/zod-in-browser";
import { useEffect, type ReactNode } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader, type HeaderUser } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { THEME_BOOT_SCRIPT } from "~/components/theme/theme";
import { Toaster } from "~/components/ui/toaster";
import { startPixels } from "~/features/analytics/pixel";
import { pixelsAllowedOn } from "~/features/analytics/pixel-pages";
import { usePageViews } from "~/features/analytics/use-page-views";
import { getSessionUser, sessionRefreshHeaders } from "~/features/auth/session.server";
import { useQueuedLeadRetry } from "~/lib/lead-queue";
import { publicSiteContent } from "~/lib/site-content";
import { SiteContentProvider } from "~/lib/site-content-context";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  // The session is looked up first: when the lookup slides the session
  // forward, this loader's answer carries the renewed cookie, so no other
  // loader of the same page may refresh it before (it would drop the cookie).
  const session = context.headerVariant ? null : getSessionUser(request, context);
  const { content, checklist } = await services.siteContent.fresh();
  // While the launch checklist has items, no page may be indexed (the template's placeholders).
  const shared = {
    publicConfig: services.config.public,
    site: publicSiteContent(content),
    noindex: checklist.length > 0,
  };
  // A cached marketing page (server/marketing-pages.ts) is rendered once per
  // header variant and served to every visitor of that variant.
  if (context.headerVariant) {
    return data({
      ...shared,
      user: context.headerVariant === "anonymous" ? null : headerUserOf(context.headerVariant),
    });
  }
  const user = await session;
  const headers = await sessionRefreshHeaders(request, context);
  headers.set("Cache-Control", "private, no-store");
  return data({ ...shared, user: user ? headerUserOf(user.isAdmin ? "admin" : "member") : null }, { headers });
}

function headerUserOf(variant: "member" | "admin"): HeaderUser {
  return { isAdmin: variant === "admin" };
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
        {rootData?.noindex ? <meta name="robots" content="noindex" /> : null}
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
        <SiteContentProvider value={rootData?.site ?? null}>
          <SiteHeader user={rootData?.user ?? null} />
          <main id="main" className="flex-1 pt-20">
            {children}
          </main>
          <SiteFooter />
        </SiteContentProvider>
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
  const { metaPixelId, gaMeasurementId } = loaderData.publicConfig;
  const allowed = pixelsAllowedOn(useLocation().pathname);
  useEffect(() => {
    if (allowed) startPixels({ metaPixelId, gaMeasurementId });
  }, [allowed, metaPixelId, gaMeasurementId]);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
