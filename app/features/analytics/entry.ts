/**
 * What a visitor arrived with: UTM campaign tags and the referring site.
 * Captured on the first page view of a visit, so the funnel can be split
 * by source without a cookie.
 */
export type EntryProps = Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "referrer_domain", string>>;

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;

export function entryProps(pageUrl: string, referrer: string): EntryProps {
  const url = new URL(pageUrl);
  const props: EntryProps = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) props[key] = value.slice(0, 100).toLowerCase();
  }
  if (referrer) {
    try {
      const host = new URL(referrer).hostname.replace(/^www\./, "");
      // Moving between our own pages is not a referral.
      if (host && host !== url.hostname.replace(/^www\./, "")) props.referrer_domain = host;
    } catch {
      // An unparsable referrer is simply not recorded.
    }
  }
  return props;
}
