import { Link } from "react-router";
import { BookOpen, CircleCheck as CheckCircle2, ShieldCheck } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { APPROVED_SCREEN, NOT_QUALIFIED_SCREEN } from "~/content/application";
import { buyOffer, useCartScript } from "~/features/checkout";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { useCopy, useOffer } from "~/lib/site-content-context";

const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

function OutcomeCard({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10">{children}</div>
    </section>
  );
}

/** Step 13: the approved applicant's offer ($947, was $997) with the two checkout options. */
export function ApprovedScreen() {
  // As on the program page: ThriveCart's popup when its script has loaded, else the hosted checkout.
  useCartScript();
  const full = useOffer(APPROVED_SCREEN.fullOffer);
  const split = useOffer(APPROVED_SCREEN.splitOffer);
  const words = useCopy("approvedScreen", APPROVED_SCREEN);
  return (
    <OutcomeCard>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      <h1 className="mt-4 font-display text-3xl font-semibold sm:text-4xl">{words.title}</h1>
      <p className="mx-auto mt-4 max-w-lg text-lg text-muted-foreground">{words.body}</p>
      <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-highlight">{words.priceNote}</p>
      <p className="mt-2 flex items-baseline justify-center gap-3">
        {full.compareAt ? (
          <s className="text-2xl text-muted-foreground">
            <span className="sr-only">{words.regularPrice} </span>
            {dollars(full.compareAt)}
          </s>
        ) : null}
        <span className="font-display text-5xl font-semibold">{dollars(full.price)}</span>
      </p>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => buyOffer(full)}>
          {full.label}: {dollars(full.price)}
        </Button>
        <Button size="lg" variant="outline" onClick={() => buyOffer(split)}>
          {split.label}: {fillPlaceholders(words.splitLabel, { price: dollars(split.price) })}
        </Button>
      </div>
      <p className="mt-6 inline-flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {words.guarantee}
      </p>
    </OutcomeCard>
  );
}

/** Step 14: thanks, and the book at $19.99 (links to /book; DESIGN section 5). */
export function NotQualifiedScreen() {
  const book = useOffer(NOT_QUALIFIED_SCREEN.offer);
  const words = useCopy("notQualifiedScreen", NOT_QUALIFIED_SCREEN);
  return (
    <OutcomeCard>
      <BookOpen aria-hidden="true" className="mx-auto size-12 text-highlight" />
      <h1 className="mt-4 font-display text-3xl font-semibold sm:text-4xl">{words.title}</h1>
      <p className="mx-auto mt-4 max-w-lg text-lg text-muted-foreground">{words.body}</p>
      <p className="mt-8 font-display text-4xl font-semibold">{dollars(book.price)}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={words.ctaTo}>
          {words.cta}: {dollars(book.price)}
        </Link>
      </Button>
    </OutcomeCard>
  );
}
