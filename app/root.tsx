import "~/lib/zod-in-browser";
import type { ReactNode } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { IslandScripts, useIslandScript } from "~/components/island-scripts";
import { RouteError } from "~/components/layout/route-error";
import type { HeaderUser } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { THEME_BOOT_SCRIPT } from "~/components/theme/theme";
import { getSessionUser, sessionRefreshHeaders } from "~/features/auth/session.server";
import { visitorCoupon } from "~/features/stripe/coupons.server";
import { couponOfRequest } from "~/lib/coupon-link";
import { offersWithCoupon } from "~/lib/coupons";
import { publicSiteContent } from "~/lib/site-content";
import { SiteBody, useSiteEffects } from "~/site-shell";
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
    // Set only when the launch checklist renders a page's browser-only state (server/page-renderer.ts).
    preview: context.previewState ?? null,
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
  // A good `?coupon=` code shows its prices on every page this visitor opens (never on a shared page above).
  const coupon = await visitorCoupon(services.db, content.offers, couponOfRequest(request));
  const site = coupon ? { ...shared.site, offers: offersWithCoupon(content.offers, coupon), coupon } : shared.site;
  return data({ ...shared, site, user: user ? headerUserOf(user.isAdmin ? "admin" : "member") : null }, { headers });
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
  const island = useIslandScript();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {rootData?.noindex ? <meta name="robots" content="noindex" /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content="#1e2a4a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteBody
          user={rootData?.user ?? null}
          site={rootData?.site ?? null}
          pixels={rootData?.publicConfig ?? null}
          preview={rootData?.preview ?? null}
        >
          {children}
        </SiteBody>
        {island ? (
          <IslandScripts src={island} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useSiteEffects(loaderData.publicConfig, loaderData.site.site.consentRegion);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
