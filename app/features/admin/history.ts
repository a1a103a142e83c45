import { DEFAULT_OFFERS, isOfferId } from "~/content/offers";
import { legalPageOf } from "~/content/legal";
import { copyPageOfPath } from "~/content/pages";
import { TESTIMONIAL_PLACE_LABELS } from "~/content/social-proof";
import { copyFieldPlace } from "~/lib/page-copy";
import { SITE_FIELD_LABELS } from "~/lib/site-forms";

/** How many changed fields a version lists before "and N more". */
export const MAX_LISTED_CHANGES = 8;

/**
 * The dotted paths whose values differ between two saved versions of a
 * row (`before` null: the row's first save, every field counts), in the
 * order of `after`, then of fields `after` no longer has.
 */
export function changedPaths(before: unknown, after: unknown): string[] {
  const paths: string[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    const isObject = (value: unknown): value is Record<string, unknown> =>
      value !== null && typeof value === "object" && !Array.isArray(value);
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
        walk(path ? `${path}.${key}` : key, a[key], b[key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) paths.push(path || "(all)");
  };
  walk("", before ?? {}, after);
  return paths;
}

/** What a saved row is, for the History tab: the Site tab, an offer, or the pages' words. */
export function historyTitleOf(key: string): string {
  if (key === "site") return "Site settings";
  if (key === "copy") return "Pages";
  if (key === "proof") return "Social proof";
  if (key === "legal") return "Legal pages";
  const offerId = key.startsWith("offer:") ? key.slice("offer:".length) : "";
  if (isOfferId(offerId)) return `Offer: ${DEFAULT_OFFERS[offerId].label}`;
  return key;
}

/** The Social proof tab's saved fields, as it labels them. */
const PROOF_FIELD_LABELS = {
  "testimonials.book": TESTIMONIAL_PLACE_LABELS.book,
  "testimonials.program": TESTIMONIAL_PLACE_LABELS.program,
  "recentOrders.enabled": "Show recent orders on the book page",
  "recentOrders.threshold": "Fewest orders to show",
  trialCapacity: "AI trial spots",
};

/** A changed path as the tab that edits it labels the field. */
export function historyFieldLabel(key: string, path: string): string {
  if (key === "site") {
    // The review list changes as a whole (rows added, removed, moved): the tab's section names it.
    if (path === "reviews") return "Review images";
    return (SITE_FIELD_LABELS as Record<string, string>)[path] ?? path;
  }
  if (key === "copy") {
    const page = copyPageOfPath(path);
    if (!page) return path;
    const { group, label } = copyFieldPlace(path, page.id);
    return `${page.title} · ${group} · ${label}`;
  }
  if (key === "proof") return (PROOF_FIELD_LABELS as Record<string, string>)[path] ?? path;
  if (key === "legal") {
    // "privacy.text": the page's text; "privacy.reviewedAt" changes with every save of it.
    const [id, part] = path.split(".");
    const page = legalPageOf(id);
    if (page) return part === "reviewedAt" ? `${page.title} · reviewed` : page.title;
  }
  return path;
}
