import { ArrowRight, BookOpen, CalendarCheck, Check, ExternalLink, GraduationCap, Users } from "~/components/ui/icons";
import { Link } from "react-router";
import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { SectionHeading } from "~/components/marketing/section-heading";
import { SiteImageTag } from "~/components/marketing/site-image";
import { Button } from "~/components/ui/button";
import { JOURNEY_OFFERS, LANDING } from "~/content/landing";
import { SITE } from "~/content/site";
import { useCopy, useSite } from "~/lib/site-content-context";

const JOURNEY_ICONS = [GraduationCap, Users, CalendarCheck] as const;

function Hero() {
  const { hero } = useCopy("landing", LANDING);
  const site = useSite();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--accent)_22%,transparent),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 md:grid-cols-[1.2fr_1fr] md:gap-14">
        <div className="text-center md:text-left">
          <p className="text-sm font-semibold uppercase tracking-widest text-highlight">
            {hero.eyebrow} by {site.authorName}
          </p>
          <h1
            id="hero-title"
            className="mt-4 font-display text-4xl font-semibold leading-tight text-balance sm:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground md:mx-0">{hero.body}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <Button asChild size="lg" variant="accent">
              <Link to="/book">
                {hero.primaryCta}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/assessment">{hero.secondaryCta}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{hero.assessmentNote}</p>
        </div>
        <div className="mx-auto w-56 sm:w-72 md:w-80">
          <SiteImageTag
            image={site.bookCover}
            priority
            className="h-auto w-full rotate-2 rounded-md shadow-2xl shadow-primary/30 ring-1 ring-black/5"
          />
        </div>
      </div>
    </section>
  );
}

function ReadMyBook() {
  const { book } = useCopy("landing", LANDING);
  const site = useSite();
  return (
    <section aria-labelledby="read-title" className="border-y border-border bg-card">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_1.3fr]">
        {/* On phones the hero has just shown the cover. */}
        <div className="mx-auto hidden w-60 md:block">
          <SiteImageTag image={site.bookCover} decorative className="h-auto w-full -rotate-2 rounded-md shadow-xl" />
        </div>
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-highlight">
            <BookOpen aria-hidden className="size-4" /> {SITE.name}
          </p>
          <h2 id="read-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            {book.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{book.body}</p>
          <ul className="mt-6 space-y-3">
            {book.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to="/book">{book.cta}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function JourneyFurther() {
  const { journey } = useCopy("landing", LANDING);
  const offers = useCopy("journeyOffers", JOURNEY_OFFERS);
  const site = useSite();
  return (
    <section aria-labelledby="journey-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="journey-title" title={journey.title}>
        {journey.body}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {offers.map((offer, index) => {
          const Icon = JOURNEY_ICONS[index % JOURNEY_ICONS.length]!;
          return (
            <li key={offer.title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent/20 text-highlight">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-2xl font-semibold">{offer.title}</h3>
              <p className="mt-3 flex-1 text-muted-foreground">{offer.description}</p>
              <Button asChild variant="outline" className="mt-6 w-full">
                <a href={site.journeyLinks[offer.link]} target="_blank" rel="noopener noreferrer">
                  {offer.cta}
                  <ExternalLink aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The author in their own words (the Site tab's Author bio): hidden until the owner writes them. */
function MeetAuthor() {
  const { meet } = useCopy("landing", LANDING);
  const site = useSite();
  if (site.authorBio.length === 0) return null;
  return (
    <section
      aria-labelledby="meet-title"
      className="bg-primary text-primary-foreground dark:border-y dark:border-border dark:bg-card dark:text-foreground"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_1.5fr]">
        <div className="mx-auto w-56 sm:w-72">
          <SiteImageTag image={site.authorPhoto} className="h-auto w-full rounded-2xl shadow-xl" />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{meet.eyebrow}</p>
          <h2 id="meet-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            {meet.title} {site.authorName}
          </h2>
          {site.authorBio.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg opacity-90">
              {paragraph}
            </p>
          ))}
          <Button asChild size="lg" variant="accent" className="mt-8">
            <Link to="/book">{meet.cta}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The landing page `/` (SPEC section 2): hero, the book, the three offers, the author. */
export function LandingPage() {
  const { exit } = useCopy("landing", LANDING);
  return (
    <>
      <Hero />
      <ReadMyBook />
      <JourneyFurther />
      <MeetAuthor />
      <ExitIntentDialog
        copy={exit}
        action={
          <Button asChild variant="accent">
            <Link to="/assessment">{exit.cta}</Link>
          </Button>
        }
      />
    </>
  );
}
