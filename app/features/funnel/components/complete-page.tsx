import { PackageCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import { VideoFacade } from "~/components/marketing/video-facade";
import { Button } from "~/components/ui/button";
import { COMPLETE, FUNNEL_ROUTES } from "~/content/funnel";
import { useViewContent } from "~/features/checkout";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { useCopy, useOffers, useSite } from "~/lib/site-content-context";
import type { OrderSummary } from "../order-summary";
import { StepNumber } from "./lesson-list";
import { FunnelSection } from "./upsell-layout";

/**
 * Order complete: with a known order, what was bought and what comes next
 * for it; without one, next steps only (issue 16: no receipt, shipment or
 * login is claimed for an order nobody placed).
 */
export function CompletePage({ order }: { order: OrderSummary | null }) {
  useViewContent({ contentName: COMPLETE.title });
  const site = useSite();
  const offers = useOffers();
  const copy = useCopy("completePage", COMPLETE);
  const steps = order ? copy.order.steps : copy.cold.steps;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-center font-display text-4xl font-semibold leading-tight sm:text-5xl">
        {order ? copy.order.headline : copy.cold.headline}
      </h1>
      <VideoFacade
        className="mt-10"
        title={copy.video.title}
        embedUrl={site.videos.orderComplete}
        poster={site.posters.orderComplete}
      />
      {order ? (
        <section aria-labelledby="order-title" className="mt-10 rounded-2xl border border-border bg-card p-6">
          <h2 id="order-title" className="flex items-center gap-3 font-display text-2xl font-semibold">
            <PackageCheck aria-hidden className="size-7 shrink-0 text-success" />
            {copy.order.itemsHeading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {fillPlaceholders(copy.order.orderLabel, { order: order.orderId })}
          </p>
          {order.offerIds.length + order.items.length > 0 ? (
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {order.offerIds.map((offerId) => (
                <li key={offerId}>{offers[offerId].label}</li>
              ))}
              {order.items.map((item) => (
                <li key={item}>{fillPlaceholders(copy.order.inLibrary, { item })}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-4">{copy.order.noItems}</p>
          )}
        </section>
      ) : null}
      <FunnelSection id="next-title" title={copy.stepsHeading} className="mt-14">
        <ol className="mx-auto max-w-2xl space-y-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber value={index + 1} className="bg-primary text-primary-foreground" />
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </FunnelSection>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <div className="flex flex-wrap justify-center gap-3">
          {order ? null : (
            <Button asChild size="lg" variant="accent">
              <Link to={FUNNEL_ROUTES.book}>{copy.cold.bookCta}</Link>
            </Button>
          )}
          <Button asChild size="lg">
            <Link to={FUNNEL_ROUTES.library}>{copy.libraryCta}</Link>
          </Button>
        </div>
        <p className="text-muted-foreground">
          {copy.supportPrefix}{" "}
          <a className="font-medium text-foreground underline underline-offset-4" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
