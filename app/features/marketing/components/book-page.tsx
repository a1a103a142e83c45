import { Award, Check, CircleX, HeartHandshake, ShieldCheck, Sparkles } from "~/components/ui/icons";
import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { FaqAccordion } from "~/components/marketing/faq-accordion";
import { SectionHeading } from "~/components/marketing/section-heading";
import { SiteImageTag } from "~/components/marketing/site-image";
import { TestimonialGrid } from "~/components/marketing/testimonial-grid";
import { VideoFacade } from "~/components/marketing/video-facade";
import { Button } from "~/components/ui/button";
import { BOOK_BENEFITS, BOOK_FAQS, BOOK_PAGE, BOOK_TRACKED_VALUE, STRUGGLES } from "~/content/book";
import { buyOffer, useCartScript, useViewContent } from "~/features/checkout";
import { useCopy, useOffers, useSite, useTestimonials } from "~/lib/site-content-context";
import { fillBookPrices } from "../book-prices";
import type { RecentOrder } from "../recent-orders";
import { BookPurchase } from "./book-purchase";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SocialProofToast } from "./social-proof-toast";
import { StickyBuyBar } from "./sticky-buy-bar";

const PURCHASE_ID = "buy";

function BuyLink({ label, className }: { label: string; className?: string }) {
  return (
    <Button asChild size="lg" variant="accent" className={className}>
      <a href={`#${PURCHASE_ID}`}>{label}</a>
    </Button>
  );
}

function Hero() {
  const { hero, trailer } = useCopy("book", BOOK_PAGE);
  const site = useSite();
  return (
    <section aria-labelledby="book-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--accent)_20%,transparent),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          {/* A ranking is the owner's claim to make: no eyebrow until they enter one (Pages tab). */}
          {hero.eyebrow ? (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-highlight sm:text-sm">
              <Award aria-hidden className="size-4" /> {hero.eyebrow}
            </p>
          ) : null}
          <h1 id="book-title" className="font-display text-4xl font-semibold leading-tight text-balance sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">{hero.body}</p>
          <BuyLink label={hero.cta} className="mt-8 w-full sm:w-auto" />
          <p className="mt-4 text-sm text-muted-foreground">{hero.note}</p>
        </div>
        <VideoFacade
          title={trailer.title}
          embedUrl={site.videos.bookTrailer}
          poster={site.posters.bookTrailer}
          priority
        />
      </div>
    </section>
  );
}

function StruggleVsTruth() {
  const { struggle } = useCopy("book", BOOK_PAGE);
  const struggles = useCopy("bookStruggles", STRUGGLES);
  return (
    <section aria-labelledby="struggle-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="struggle-title" title={struggle.title} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-muted p-6">
          <h3 className="font-display text-xl font-semibold">{struggle.lie}</h3>
          <ul className="mt-4 space-y-3">
            {struggles.map((item) => (
              <li key={item.lie} className="flex gap-3 text-muted-foreground">
                <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
                <span>{item.lie}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-primary/20 bg-card p-6 shadow-sm">
          <h3 className="font-display text-xl font-semibold">{struggle.truth}</h3>
          <ul className="mt-4 space-y-3">
            {struggles.map((item) => (
              <li key={item.truth} className="flex gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{item.truth}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Bestseller() {
  const { bestseller, title } = useCopy("book", BOOK_PAGE);
  const site = useSite();
  // A stat the owner has not given a value (a ranking, the readers' rating) is hidden, and so is an
  // empty text: what readers say and how the book sells are the owner's to claim (Pages tab).
  const stats = bestseller.stats.filter((stat) => stat.value.trim() !== "");
  return (
    <section
      aria-labelledby="bestseller-title"
      className="bg-primary text-primary-foreground dark:border-y dark:border-border dark:bg-card dark:text-foreground"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[auto_1fr]">
        <div className="mx-auto w-40 sm:w-52">
          <SiteImageTag image={site.bookCover} className="h-auto w-full rounded-md shadow-2xl" />
        </div>
        <div className="text-center md:text-left">
          {bestseller.eyebrow ? (
            <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent">{bestseller.eyebrow}</p>
          ) : null}
          <h2
            id="bestseller-title"
            className={bestseller.title ? "mb-4 font-display text-3xl font-semibold sm:text-4xl" : "sr-only"}
          >
            {bestseller.title || title}
          </h2>
          {bestseller.body ? <p className="mb-8 text-lg opacity-90">{bestseller.body}</p> : null}
          <dl className="grid auto-cols-fr grid-flow-col gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="mt-1 text-sm opacity-85">{stat.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-accent sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

function Benefits() {
  const { benefits } = useCopy("book", BOOK_PAGE);
  const items = useCopy("bookBenefits", BOOK_BENEFITS);
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.title} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-border bg-card p-6">
            <Sparkles aria-hidden className="size-6 text-highlight" />
            <h3 className="mt-4 font-display text-xl font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The owner's reader quotes with permission on file (Social proof tab); hidden while there are none. */
function Testimonials() {
  const { testimonials } = useCopy("book", BOOK_PAGE);
  const quotes = useTestimonials("book");
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="border-y border-border bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title} />
        <TestimonialGrid testimonials={quotes} />
      </div>
    </section>
  );
}

/** Screenshots of real readers' reviews (Site tab): hidden until the owner adds one. */
function ReviewImages() {
  const { reviews } = useCopy("book", BOOK_PAGE);
  const site = useSite();
  if (site.reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="reviews-title" eyebrow={reviews.eyebrow} title={reviews.title} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {site.reviews.map((image, index) => (
          <li key={index}>
            <SiteImageTag image={image} className="h-auto w-full rounded-2xl shadow-md ring-1 ring-border" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** About the author, in the owner's own words (Site tab): hidden until they are written. */
function AuthorBio() {
  const { author } = useCopy("book", BOOK_PAGE);
  const site = useSite();
  if (site.authorBio.length === 0) return null;
  return (
    <section aria-labelledby="author-title" className="bg-secondary/50">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_1.6fr]">
        <div className="mx-auto w-52 sm:w-64">
          <SiteImageTag image={site.authorPhoto} className="h-auto w-full rounded-2xl shadow-xl" />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{author.eyebrow}</p>
          <h2 id="author-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            {site.authorName}
          </h2>
          <p className="mt-2 text-lg font-medium">{author.title}</p>
          {site.authorBio.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}

function Guarantee() {
  const { guarantee } = useCopy("book", BOOK_PAGE);
  return (
    <section aria-labelledby="guarantee-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border-2 border-dashed border-accent bg-card p-8 text-center sm:flex-row sm:text-left">
        <ShieldCheck aria-hidden className="size-16 shrink-0 text-highlight" />
        <div>
          <h2 id="guarantee-title" className="font-display text-2xl font-semibold">
            {guarantee.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{guarantee.body}</p>
        </div>
      </div>
    </section>
  );
}

function Faq() {
  const { faq } = useCopy("book", BOOK_PAGE);
  const offers = useOffers();
  const faqs = useCopy("bookFaqs", BOOK_FAQS).map((item) => ({ ...item, answer: fillBookPrices(item.answer, offers) }));
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} />
      <div className="mt-10">
        <FaqAccordion faqs={faqs} />
      </div>
    </section>
  );
}

function ClosingCta() {
  const { closing } = useCopy("book", BOOK_PAGE);
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-primary text-primary-foreground dark:border-y dark:border-border dark:bg-card dark:text-foreground"
    >
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <HeartHandshake aria-hidden className="mx-auto size-10 text-accent" />
        <h2 id="closing-title" className="mt-4 font-display text-3xl font-semibold sm:text-4xl">
          {closing.title}
        </h2>
        {/* "Join thousands of readers" counts readers: shown only when the owner wrote it. */}
        {closing.body ? <p className="mt-4 text-lg opacity-90">{closing.body}</p> : null}
        <BuyLink label={closing.cta} className="mt-8" />
      </div>
    </section>
  );
}

/** The book sales page `/book`, every section of SPEC section 2 in order. */
export function BookPage({ recentOrders }: { recentOrders: readonly RecentOrder[] }) {
  useCartScript();
  const { title, exit } = useCopy("book", BOOK_PAGE);
  useViewContent({ contentName: title, value: BOOK_TRACKED_VALUE });
  const offers = useOffers();
  const bundle = offers["book-bundle"];
  return (
    <>
      <StickyBuyBar targetId={PURCHASE_ID} />
      <Hero />
      <StruggleVsTruth />
      <Bestseller />
      <BookPurchase id={PURCHASE_ID} />
      <Benefits />
      <Testimonials />
      <ReviewImages />
      <AuthorBio />
      <Guarantee />
      <Faq />
      <ClosingCta />
      <ExitIntentDialog
        copy={{ ...exit, body: fillBookPrices(exit.body, offers) }}
        action={
          <Button variant="accent" onClick={() => buyOffer(bundle)}>
            {exit.cta}
          </Button>
        }
      />
      {/* Real orders only (the book route's loader): none, no toast. */}
      {recentOrders.length > 0 ? <SocialProofToast purchaseId={PURCHASE_ID} orders={recentOrders} /> : null}
      <ScrollToTopButton purchaseId={PURCHASE_ID} />
    </>
  );
}
