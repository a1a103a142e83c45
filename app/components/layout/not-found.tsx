import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** SPEC section 2: any unknown path. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-highlight">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for has moved or never existed. Let us get you back on the road.
      </p>
      <Button asChild className="mt-8" size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
