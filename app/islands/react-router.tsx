/**
 * What the islands' build gives the page components in place of React
 * Router (vite.islands.config.ts aliases "react-router" here). An island
 * page is one document: the location is the browser's, the matches and
 * loader data are the server's (hydrate.tsx), and a link is a plain
 * <a href>, so following one loads the next document. The build fails on
 * any other import of "react-router" a sales page might add.
 */
import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import type { IslandData } from "~/lib/islands";

type To = string | { pathname?: string; search?: string; hash?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  data: unknown;
  loaderData: unknown;
  handle: unknown;
}

const MatchesContext = createContext<UIMatch[]>([]);

export function IslandMatches({ data, children }: { data: IslandData; children: ReactNode }) {
  const pathname = useLocation().pathname;
  const matches = data.matches.map(({ id, handle, data: loaderData }) => ({
    id,
    pathname,
    params: {},
    data: loaderData,
    loaderData,
    handle,
  }));
  return <MatchesContext value={matches}>{children}</MatchesContext>;
}

export function useMatches(): UIMatch[] {
  return useContext(MatchesContext);
}

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

function hrefOf(to: To): string {
  return typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

interface RouterLinkProps {
  to: To;
  replace?: boolean;
  state?: unknown;
  prefetch?: string;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: string;
  viewTransition?: boolean;
  discover?: string;
}

export type LinkProps = RouterLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** A copy of `props` without `keys`: React Router's own props, which a plain element has no use for. */
function withoutProps<T extends object, K extends keyof T>(props: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...props };
  for (const key of keys) delete copy[key];
  return copy;
}

const ROUTER_LINK_PROPS = [
  "to",
  "replace",
  "state",
  "prefetch",
  "reloadDocument",
  "preventScrollReset",
  "relative",
  "viewTransition",
  "discover",
] as const;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} href={hrefOf(props.to)} {...withoutProps(props, ROUTER_LINK_PROPS)} />;
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, "className" | "style" | "children"> {
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: LinkProps["style"] | ((state: NavLinkState) => LinkProps["style"]);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** React Router's rule: the link's path is the location's, or (without `end`) one of its parent paths. */
export function isActivePath(locationPath: string, toPath: string, end = false): boolean {
  if (locationPath === toPath) return true;
  if (end || toPath === "/" || !locationPath.startsWith(toPath)) return false;
  const boundary = toPath.endsWith("/") ? toPath.length - 1 : toPath.length;
  return locationPath.charAt(boundary) === "/";
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, style, children, ...rest },
  ref,
) {
  const toPath = hrefOf(rest.to).split(/[?#]/)[0] || "/";
  const state = {
    isActive: isActivePath(useLocation().pathname, toPath, end),
    isPending: false,
    isTransitioning: false,
  };
  return (
    <Link
      ref={ref}
      {...rest}
      aria-current={state.isActive ? "page" : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, state.isActive ? "active" : null].filter(Boolean).join(" ") || undefined
      }
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
});

interface RouterFormProps {
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  navigate?: boolean;
  fetcherKey?: string;
  preventScrollReset?: boolean;
  relative?: string;
  viewTransition?: boolean;
  discover?: string;
}

export type FormProps = RouterFormProps & FormHTMLAttributes<HTMLFormElement>;

const ROUTER_FORM_PROPS = [
  "reloadDocument",
  "replace",
  "state",
  "navigate",
  "fetcherKey",
  "preventScrollReset",
  "relative",
  "viewTransition",
  "discover",
] as const;

/** React Router's <Form> as it works without JavaScript: the browser submits it and loads the answer. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  return <form ref={ref} {...withoutProps(props, ROUTER_FORM_PROPS)} />;
});
