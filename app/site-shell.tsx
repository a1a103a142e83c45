import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { CouponNotice } from "~/components/marketing/coupon-notice";
import { PreviewStateContext } from "~/components/preview-state";
import { SiteHeader, type HeaderUser } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { declinePixels, pixelsRunning, startPixels } from "~/features/analytics/pixel";
import { pixelsAllowedOn } from "~/features/analytics/pixel-pages";
import { usePageViews } from "~/features/analytics/use-page-views";
import type { PublicConfig } from "~/config.server";
import { ConsentBanner, CookieSettingsButton, resolveConsent, useConsentState } from "~/features/consent";
import type { ConsentRegion } from "~/lib/consent-regions";
import { useQueuedLeadRetry } from "~/lib/lead-queue";
import type { PublicSiteContent } from "~/lib/public-site-content";
import { SiteContentProvider } from "~/lib/site-content-context";

/**
 * What every page's <body> holds before its scripts: the skip link, the
 * header, the page in <main>, the footer and the toaster. The root layout
 * renders it, and an island page hydrates it (app/islands/hydrate.tsx), so
 * both trees are the same one.
 */
export function SiteBody({
  user,
  site,
  pixels,
  preview = null,
  children,
}: {
  user: HeaderUser | null;
  site: PublicSiteContent | null;
  /** The ad pixels configured: with any, the consent banner and the footer's "Cookie settings". */
  pixels: PublicConfig | null;
  /** Only the launch checklist's renders set it: a browser shows every page in its first state. */
  preview?: string | null;
  children: ReactNode;
}) {
  const consent = pixelsConfigured(pixels);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteContentProvider value={site}>
        <PreviewStateContext value={preview}>
          <SiteHeader user={user} />
          <main id="main" className="flex-1 pt-20">
            <CouponNotice />
            {children}
          </main>
          <SiteFooter cookieSettings={consent ? (className) => <CookieSettingsButton className={className} /> : null} />
          {consent ? <ConsentBanner pixelsAllowedOn={pixelsAllowedOn} pixelsRunning={pixelsRunning} /> : null}
        </PreviewStateContext>
      </SiteContentProvider>
      <Toaster />
    </>
  );
}

const pixelsConfigured = (config: PublicConfig | null) =>
  Boolean(config && (config.metaPixelId || config.gaMeasurementId));

/**
 * What runs on every page once it is hydrated: page views and Core Web
 * Vitals, the retry of a lead that failed to save (on whatever page the
 * visitor opens next), and the ad pixels where they are allowed, once the
 * visitor consents (or, with the owner's regional setting, is not asked).
 */
export function useSiteEffects(config: PublicConfig, consentRegion: ConsentRegion): void {
  usePageViews();
  useQueuedLeadRetry();
  const { metaPixelId, gaMeasurementId } = config;
  const allowed = pixelsAllowedOn(useLocation().pathname);
  const configured = pixelsConfigured(config);
  const { pixels } = useConsentState();
  useEffect(() => {
    if (configured) void resolveConsent(consentRegion);
  }, [configured, consentRegion]);
  useEffect(() => {
    if (!configured) startPixels({ metaPixelId: null, gaMeasurementId: null });
    else if (pixels === "denied") declinePixels();
    else if (pixels === "granted" && allowed) startPixels({ metaPixelId, gaMeasurementId });
  }, [configured, pixels, allowed, metaPixelId, gaMeasurementId]);
}
