import { OFFER_IDS, OFFER_PLACES } from "~/content/offers";
import { COPY_PAGES } from "~/content/pages";
import { copyFields } from "~/lib/page-copy";
import type { SiteContent } from "~/lib/site-content";
import { SITE_FIELD_LABELS } from "~/lib/site-forms";
import {
  fixPlaceOf,
  siteFieldCandidates,
  visitorViewItems,
  type PlaceCandidate,
  type RenderedView,
  type VisitorViewItem,
} from "~/lib/visitor-view";
import type { Services } from "~/services.server";
import { cachedAggregate } from "./aggregate-cache.server";

/** Renders a path as an anonymous visitor gets it: the status and the HTML. */
export type RenderPage = (path: string) => Promise<{ status: number; html: string }>;

/**
 * The public pages, as a visitor reaches them. The sitemap's pages and the
 * funnel's (reached after a purchase or from an email) are all here; a test
 * keeps this list and the route table in step.
 */
export const VISITOR_PAGES: readonly { path: string; name: string }[] = [
  { path: "/", name: "Home page" },
  { path: "/book", name: "Book page" },
  { path: "/assessment", name: "Readiness assessment" },
  { path: "/author-journey-assessment", name: "Author journey assessment" },
  { path: "/rerouted", name: "Program page" },
  { path: "/rerouted/thank-you", name: "Thank-you page" },
  { path: "/rerouted/upsell-ai", name: "AI upsell page" },
  { path: "/rerouted/upsell-course", name: "Course upsell page" },
  { path: "/rerouted/book-creation", name: "Program page in the funnel" },
  { path: "/rerouted/book-creation-application", name: "Program application" },
  { path: "/rerouted/complete", name: "Order-complete page" },
  { path: "/login", name: "Sign-in page" },
  { path: "/signup", name: "Sign-up page" },
  { path: "/forgot-password", name: "Forgotten-password page" },
];

/** Every place in the admin that holds a text a visitor may see: Site fields, offers, each page's words. */
function placeCandidates(content: SiteContent): PlaceCandidate[] {
  const offers = OFFER_IDS.map((id) => {
    const field = `${id}.cartUrl`;
    const offer = content.offers[id];
    return {
      key: field,
      href: `/admin?tab=offers#${field}`,
      label: `Checkout link: ${offer.label} (${OFFER_PLACES[id]})`,
      value: offer.cartUrl,
    };
  });
  const copy = COPY_PAGES.flatMap((page) =>
    Object.entries(page.sections).flatMap(([prefix, defaults]) =>
      copyFields(prefix, defaults).map((field) => {
        const shown = content.copy[field.path] ?? field.default;
        return {
          key: `copy:${page.id}`,
          href: `/admin?tab=pages&page=${page.id}`,
          label: `Words of the ${page.title.toLowerCase()}`,
          value: Array.isArray(shown) ? shown.join("\n") : shown,
        };
      }),
    ),
  );
  return [...siteFieldCandidates(content.settings, SITE_FIELD_LABELS), ...offers, ...copy];
}

/** Each public page as rendered now; a page that does not answer 200 is a finding of its own. */
async function renderedViews(renderPage: RenderPage): Promise<{ views: RenderedView[]; failed: VisitorViewItem[] }> {
  const rendered = await Promise.all(
    VISITOR_PAGES.map(async (page) => ({ page, ...(await renderPage(page.path)) })),
  );
  return {
    views: rendered.filter((r) => r.status === 200).map((r) => ({ name: `${r.page.name} (${r.page.path})`, html: r.html })),
    failed: rendered
      .filter((r) => r.status !== 200)
      .map((r) => ({ field: `page:${r.page.path}`, label: `${r.page.name} (${r.page.path}) answers ${r.status}`, href: r.page.path })),
  };
}

/**
 * The checklist's "what visitors still see" part: every public page
 * rendered as an anonymous visitor gets it, read for shipped defaults. A
 * render of every page costs a moment, so the answer is kept per content
 * version as long as the admin's aggregates (any admin change clears it).
 * What the field checks list is left to them.
 */
export async function loadVisitorView(services: Services, renderPage: RenderPage): Promise<VisitorViewItem[]> {
  const { content, version, checklist } = await services.siteContent.fresh();
  const listed = new Set(checklist.map((item) => item.field));
  return cachedAggregate(`visitor-view ${version}`, async () => {
    const { views, failed } = await renderedViews(renderPage);
    const candidates = placeCandidates(content);
    return [...failed, ...visitorViewItems(views, (found) => fixPlaceOf(found, candidates), listed)];
  });
}
