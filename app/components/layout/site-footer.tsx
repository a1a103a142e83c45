import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme/theme-toggle";
import { NAV_LINKS, SITE } from "~/content/site";

export function SiteFooter() {
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
            <li>
              <a href={`mailto:${SITE.supportEmail}`} className="text-muted-foreground hover:text-foreground">
                {SITE.supportEmail}
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-4">
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SITE.social.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-muted-foreground hover:text-foreground"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle />
        </div>
      </div>
      <p className="border-t border-border py-6 text-center text-xs text-muted-foreground">
        © {SITE.copyrightYear} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
