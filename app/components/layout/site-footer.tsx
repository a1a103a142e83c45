import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme/theme-toggle";
import { LEGAL_PAGES } from "~/content/legal";
import { NAV_LINKS, SITE, SOCIAL_LABELS, SOCIAL_NETWORKS } from "~/content/site";
import { useOptionalSite } from "~/lib/site-content-context";
import { useDistractionFree } from "./distraction-free";

/**
 * `cookieSettings`: the button that reopens the consent banner, when an ad
 * pixel is configured, listed with the legal links (it is given the links' look).
 */
const LEGAL_LINK = "underline-offset-4 hover:text-foreground hover:underline";

export function SiteFooter({ cookieSettings }: { cookieSettings: ((className: string) => ReactNode) | null }) {
  const site = useOptionalSite();
  const distractionFree = useDistractionFree();
  // A network the owner left empty gets no link at all.
  const networks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = site?.social[network];
    return href ? [[network, href] as const] : [];
  });
  // Every footer, a one-time offer's too, links the legal pages (issue 38).
  const legal = (
    <div className="border-t border-border px-4 py-6 text-center text-xs text-muted-foreground">
      <nav aria-label="Legal">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page.id}>
              <Link to={page.path} className={LEGAL_LINK}>
                {page.title}
              </Link>
            </li>
          ))}
          {cookieSettings ? <li>{cookieSettings(LEGAL_LINK)}</li> : null}
        </ul>
      </nav>
      {/* The year of the render: a page rendered on New Year's Eve and hydrated
          after midnight may differ by one, which is not worth a warning. */}
      <p className="mt-3" suppressHydrationWarning>
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </div>
  );
  // A one-time-offer page keeps the legal links and nothing else that leads away.
  if (distractionFree) return <footer className="bg-secondary/40">{legal}</footer>;
  return (
    <footer className="border-t border-border bg-secondary/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-display text-xl font-semibold">{SITE.name}</p>
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
            {site ? (
              <li>
                <a href={`mailto:${site.supportEmail}`} className="text-muted-foreground hover:text-foreground">
                  {site.supportEmail}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="space-y-4">
          {networks.length > 0 ? (
            <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {networks.map(([network, href]) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-muted-foreground hover:text-foreground"
                  >
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ThemeToggle />
        </div>
      </div>
      {legal}
    </footer>
  );
}
