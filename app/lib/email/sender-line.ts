import type { SiteSettings } from "~/content/site";

/** The sender line marketing emails end with (CAN-SPAM): the business and its postal address, on one line. */
export function senderLineOf(settings: Pick<SiteSettings, "businessName" | "postalAddress">): string {
  return [settings.businessName, ...settings.postalAddress.split(/\r?\n/)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}
