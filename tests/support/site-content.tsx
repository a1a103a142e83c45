import type { ReactNode } from "react";
import type { CopyOverrides } from "../../app/lib/page-copy";
import { mergeSiteContent, publicSiteContent } from "../../app/lib/site-content";
import { SiteContentProvider } from "../../app/lib/site-content-context";

/** What the root layout gives a page: the shipped settings and offers, with the owner's words `copy`. */
export function WithSiteContent({ copy = {}, children }: { copy?: CopyOverrides; children: ReactNode }) {
  return <SiteContentProvider value={publicSiteContent(mergeSiteContent({ copy }))}>{children}</SiteContentProvider>;
}
