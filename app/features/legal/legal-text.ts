import type { LegalPageId } from "~/content/legal";
import type { SiteSettings } from "~/content/site";
import type { SiteContent } from "~/lib/site-content";
import { legalTemplate, processorsOf, type LegalFacts } from "./template";

type ProcessorConfig = Parameters<typeof processorsOf>[0];

export function legalFactsOf(settings: SiteSettings, config: ProcessorConfig): LegalFacts {
  return {
    businessName: settings.businessName,
    postalAddress: settings.postalAddress,
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
    processors: processorsOf(config),
  };
}

/** What a legal page shows: the owner's saved text, or the template until they save one. */
export function legalTextOf(
  content: Pick<SiteContent, "settings" | "legal">,
  id: LegalPageId,
  config: ProcessorConfig,
): { text: string; reviewedAt: string | null } {
  const saved = content.legal[id];
  if (saved) return { text: saved.text, reviewedAt: saved.reviewedAt };
  return { text: legalTemplate(id, legalFactsOf(content.settings, config)), reviewedAt: null };
}
