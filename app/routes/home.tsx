import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SITE } from "~/content/site";

export function meta() {
  return [
    { title: "Rerouted | Faith-based leadership for the detours of life" },
    {
      name: "description",
      content:
        "Rerouted helps leaders turn life's detours into purpose. Read the book, take the free readiness assessment, or write your own book in 90 days.",
    },
  ];
}

export default function Home() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-highlight">The book by {SITE.author}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold leading-tight sm:text-6xl">
        When life reroutes you, faith leads the way.
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        {SITE.name} is a faith-based leadership book for anyone whose plans fell apart and who is ready to lead from the
        detour.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/book">Get Book</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/assessment">Take the FREE Assessment</Link>
        </Button>
      </div>
    </section>
  );
}
