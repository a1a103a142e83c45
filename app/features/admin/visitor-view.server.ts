import { AUTHOR_LEVELS, READINESS_STAGES, type ReadinessStage } from "~/content/assessments";
import { OFFER_IDS, OFFER_PLACES } from "~/content/offers";
import { COPY_PAGES } from "~/content/pages";
import { VISITOR_PAGES } from "~/content/visitor-pages";
import { sampleEmails } from "~/features/leads/index.server";
import { senderLineOf } from "~/lib/email/sender-line";
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

/** Renders a path as an anonymous visitor gets it, or in a browser-only state: the status and the HTML. */
export type RenderPage = (path: string, previewState?: string) => Promise<{ status: number; html: string }>;

/**
 * The states a visitor reaches only in the browser, each rendered open on
 * the server (app/components/preview-state.tsx): exit dialogs, every
 * assessment result, the application's two outcomes.
 */
const VISITOR_STATES: readonly { path: string; state: string; name: string }[] = [
  { path: "/assessment", state: "exit", name: "Readiness assessment: exit dialog" },
  ...(Object.keys(READINESS_STAGES) as ReadinessStage[]).map((stage) => ({
    path: "/assessment",
    state: `result:${stage}`,
    name: `Readiness assessment: result “${stage}”`,
  })),
  ...AUTHOR_LEVELS.map((level) => ({
    path: "/author-journey-assessment",
    state: `result:${level.phase}`,
    name: `Author journey assessment: result “${level.name}”`,
  })),
  { path: "/rerouted", state: "exit", name: "Program page: exit dialog" },
  { path: "/rerouted/thank-you", state: "exit", name: "Thank-you page: exit dialog" },
  { path: "/rerouted/upsell-ai", state: "exit", name: "AI upsell page: exit dialog" },
  { path: "/rerouted/book-creation-application", state: "approved", name: "Program application: approved" },
  { path: "/rerouted/book-creation-application", state: "not-qualified", name: "Program application: not qualified" },
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

/**
 * Each public page and browser-only state as rendered now, one at a time
 * (the admin's request should not take every core); a view that does not
 * answer 200 is a finding of its own.
 */
async function renderedViews(renderPage: RenderPage): Promise<{ views: RenderedView[]; failed: VisitorViewItem[] }> {
  const targets = [
    ...VISITOR_PAGES.map((page) => ({ path: page.path, state: undefined, name: `${page.name} (${page.path})` })),
    ...VISITOR_STATES,
  ];
  const views: RenderedView[] = [];
  const failed: VisitorViewItem[] = [];
  for (const target of targets) {
    const { status, html } = await renderPage(target.path, target.state);
    if (status === 200) views.push({ name: target.name, html });
    else failed.push({ field: `view:${target.name}`, label: `${target.name} answers ${status}`, href: target.path });
  }
  return { views, failed };
}

let lastReading: { version: string; items: Promise<VisitorViewItem[]> } | null = null;

/**
 * The checklist's "what visitors still see" part: every public page and
 * state rendered as an anonymous visitor gets it, and every email as its
 * recipient does, read for shipped defaults. The pages are made of the site content alone (and the
 * configuration, fixed while the process runs), so one reading serves
 * until the owner saves content again; concurrent admins share it. What
 * the field checks list is left to them.
 */
export async function loadVisitorView(services: Services, renderPage: RenderPage): Promise<VisitorViewItem[]> {
  const snapshot = await services.siteContent.fresh();
  if (lastReading?.version !== snapshot.version) {
    const items = readVisitorView(services, snapshot.content, snapshot.checklist, renderPage);
    lastReading = { version: snapshot.version, items };
    // A failed reading is not kept: the next request tries again.
    items.catch(() => {
      if (lastReading?.items === items) lastReading = null;
    });
  }
  return lastReading!.items;
}

async function readVisitorView(
  services: Services,
  content: SiteContent,
  checklist: readonly { field: string }[],
  renderPage: RenderPage,
): Promise<VisitorViewItem[]> {
  const listed = new Set(checklist.map((item) => item.field));
  const { views, failed } = await renderedViews(renderPage);
  views.push(
    ...sampleEmails({
      baseUrl: services.config.baseUrl,
      copy: content.copy,
      offers: content.offers,
      sender: senderLineOf(content.settings),
    }),
  );
  const candidates = placeCandidates(content);
  return [...failed, ...visitorViewItems(views, (found) => fixPlaceOf(found, candidates), listed)];
}
