import { Menu, X } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { NAV_LINKS, SITE } from "~/content/site";
import { useDistractionFree } from "./distraction-free";
import { isHeaderCompact } from "./header-state";

/**
 * A route can replace the header's page links through its `handle`, as the
 * program sales page does with "Get Book" / "View Book" (SPEC section 2).
 */
export interface HeaderNavHandle {
  headerNav: readonly { label: string; to: string }[];
}

function useHeaderLinks(): readonly { label: string; to: string }[] {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<HeaderNavHandle> | undefined;
    if (handle?.headerNav) return handle.headerNav;
  }
  return NAV_LINKS;
}

/** What the header shows of a signed-in visitor: "Dashboard", and "Admin" for an admin. */
export interface HeaderUser {
  isAdmin: boolean;
}

const logoClass = "font-display text-xl font-semibold tracking-tight text-foreground sm:text-2xl";

/** Fixed site header with the SPEC's buttons; a mobile menu mirrors them. */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [compact, setCompact] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const links = useHeaderLinks();
  const distractionFree = useDistractionFree();
  // A navigation closes the mobile menu (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setCompact(isHeaderCompact(window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const accountLinks = (
    <>
      {user?.isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/admin">Admin</Link>
        </Button>
      ) : null}
      {user ? (
        <Button asChild size="sm">
          <Link to="/dashboard">Dashboard</Link>
        </Button>
      ) : (
        <Button asChild size="sm">
          <Link to="/login">Login</Link>
        </Button>
      )}
    </>
  );

  return (
    <header
      data-compact={compact || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-all duration-300",
        compact
          ? "border-border bg-background/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/80"
          : "border-transparent bg-background/70 backdrop-blur-sm",
      )}
    >
      <div
        className={cn(
          "mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 transition-all duration-300 sm:px-6",
          compact ? "h-14" : "h-20",
        )}
      >
        {distractionFree ? (
          <p className={logoClass}>{SITE.name}</p>
        ) : (
          <Link to="/" className={logoClass}>
            {SITE.name}
          </Link>
        )}
        {distractionFree ? null : (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {links.map((link) => (
                <NavLink
                  key={link.label}
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                      isActive && "text-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              ))}
              <div className="ml-3 flex items-center gap-2">{accountLinks}</div>
            </nav>
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          </>
        )}
      </div>
      {menuOpen && !distractionFree ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-border bg-background px-4 pb-6 pt-2 md:hidden"
        >
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="block rounded-md px-2 py-3 text-base font-medium text-foreground hover:bg-secondary"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">{accountLinks}</div>
        </nav>
      ) : null}
    </header>
  );
}
