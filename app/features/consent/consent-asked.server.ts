import type { Services } from "~/services.server";
import { consentAsked } from "~/lib/consent-regions";

/**
 * Whether the site asks this request's visitor before loading ad pixels:
 * never when no pixel is configured (nothing to consent to); else by the
 * owner's setting (Site tab) and the country the proxy names in the header
 * COUNTRY_HEADER configures (none configured: no country is known).
 */
export async function consentAskedOf(
  services: Pick<Services, "config" | "siteContent">,
  request: Request,
): Promise<boolean> {
  const { config } = services;
  if (!config.public.metaPixelId && !config.public.gaMeasurementId) return false;
  const { settings } = (await services.siteContent.fresh()).content;
  const country = config.countryHeader ? request.headers.get(config.countryHeader) : null;
  return consentAsked(settings.consentRegion, country);
}
