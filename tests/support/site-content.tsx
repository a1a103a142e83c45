import type { ReactNode } from "react";
import type { SiteSettings } from "../../app/content/site";
import type { CopyOverrides } from "../../app/lib/page-copy";
import { mergeSiteContent, publicSiteContent } from "../../app/lib/site-content";
import { SiteContentProvider } from "../../app/lib/site-content-context";

/** What the root layout gives a page: the shipped settings and offers, with the owner's `settings` and words `copy`. */
export function WithSiteContent({
  copy = {},
  settings = {},
  children,
}: {
  copy?: CopyOverrides;
  settings?: Partial<SiteSettings>;
  children: ReactNode;
}) {
  return (
    <SiteContentProvider value={publicSiteContent(mergeSiteContent({ copy, settings }))}>
      {children}
    </SiteContentProvider>
  );
}
