import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { NotFound } from "./not-found";

/**
 * What a route shows when its loader or rendering fails. The root uses it
 * for the whole site; the library's product page and the admin area have
 * their own, so a failure there keeps the header and offers the way back
 * to where the visitor was working instead of the home page.
 */
export function RouteError({ backTo = "/", backLabel = "Return to Home" }: { backTo?: string; backLabel?: string }) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        {status === 429
          ? "Too many requests. Please wait a moment and try again."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-6 font-medium">
        {/* A full load: the failed route's code may be what needs fetching again. */}
        <a href={`${pathname}${search}`} className="text-primary underline underline-offset-4">
          Try again
        </a>
        {backTo === pathname ? null : (
          <Link to={backTo} className="text-primary underline underline-offset-4">
            {backLabel}
          </Link>
        )}
      </div>
    </section>
  );
}
