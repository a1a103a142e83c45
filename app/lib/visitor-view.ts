import { DEFAULT_SITE_SETTINGS } from "~/content/site";

/**
 * The launch checklist's reading of what a visitor gets: the site renders
 * each public page (and each state a page opens in the browser: exit
 * dialogs, results, approved and not-qualified screens) and the emails as
 * their recipients get them, and this finds in the result what a real
 * site must not show: an address on a placeholder domain, a shipped
 * placeholder image, a placeholder video id, the placeholder author name.
 *
 * The field checks (launch-checklist.ts) judge the owner's settings; this
 * judges the output, so it also catches a default no field holds (a
 * constant in code, a text the owner's copy kept) and a setting shown
 * somewhere the field checks did not expect.
 */
type ShippedDefaultKind = "address" | "image" | "video" | "name";

export interface ShippedDefault {
  kind: ShippedDefaultKind;
  /** The text as it appears: the address, the image's path, the video id, the name. */
  value: string;
}

/** Hosts reserved for documentation (RFC 2606): a visitor reaching one reaches nobody. */
const PLACEHOLDER_ADDRESS =
  /[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|org|net)\b|(?<![\w.-])(?:https?:\/\/)?(?:[\w-]+\.)*example\.(?:com|org|net)\b(?:[/?#][^\s"'<>)]*)?/gi;
/** The folders of the placeholder images the site ships with (public/images/marketing, public/images/funnel). */
const PLACEHOLDER_IMAGE = /\/images\/(?:marketing|funnel)\/[\w.-]+/g;
const PLACEHOLDER_VIDEO = /\bVIDEO_ID_[A-Z_]+\b/g;

/** What a browser shows or follows: scripts (the page's data for hydration) and styles are left out. */
function visiblePart(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;|&#47;/g, "/");
}

/** Each shipped default the rendered HTML (a page, a state, an email) shows or links to, once, in order of appearance. */
export function shippedDefaultsIn(html: string): ShippedDefault[] {
  const visible = visiblePart(html);
  const found = new Map<string, ShippedDefault>();
  const add = (kind: ShippedDefaultKind, matches: Iterable<RegExpMatchArray>) => {
    for (const match of matches) {
      const value = match[0].replace(/[.,;:]+$/, "");
      if (!found.has(value)) found.set(value, { kind, value });
    }
  };
  add("address", visible.matchAll(PLACEHOLDER_ADDRESS));
  add("image", visible.matchAll(PLACEHOLDER_IMAGE));
  add("video", visible.matchAll(PLACEHOLDER_VIDEO));
  const name = DEFAULT_SITE_SETTINGS.authorName;
  if (new RegExp(`>[^<]*\\b${name}\\b`).test(visible)) found.set(name, { kind: "name", value: name });
  // An image on a placeholder host is listed once, as its address.
  return [...found.values()].filter(
    (entry) =>
      entry.kind !== "image" ||
      ![...found.values()].some((other) => other.kind === "address" && other.value.endsWith(entry.value)),
  );
}

/** One rendered view: a page, a state of a page, or an email. */
export interface RenderedView {
  /** How the owner knows it: "Book page (/book)", "Readiness assessment: exit dialog", "Email: welcome". */
  name: string;
  html: string;
}

/** Where the owner replaces a value: the admin field's link and its name, or null when only code holds it. */
export interface FixPlace {
  /** Unique per place: the checklist's key, and how findings fixed in one place are grouped. */
  key: string;
  href: string | null;
  label: string;
}

export interface VisitorViewItem {
  field: string;
  label: string;
  href: string | null;
}

/**
 * One checklist line per place to fix: what the visitor sees, in which
 * views, and the link to where it is changed. A place the field checks
 * already list (`listed`, by their field) is left to them: one to-do, not
 * two, for the same field.
 */
export function visitorViewItems(
  views: readonly RenderedView[],
  placeOf: (found: ShippedDefault) => FixPlace,
  listed: ReadonlySet<string>,
): VisitorViewItem[] {
  const byPlace = new Map<string, { place: FixPlace; values: Set<string>; views: Set<string> }>();
  for (const view of views) {
    for (const found of shippedDefaultsIn(view.html)) {
      const place = placeOf(found);
      if (listed.has(place.key)) continue;
      const entry = byPlace.get(place.key) ?? { place, values: new Set(), views: new Set() };
      entry.values.add(found.value);
      entry.views.add(view.name);
      byPlace.set(place.key, entry);
    }
  }
  return [...byPlace.values()].map(({ place, values, views: seenIn }) => ({
    field: `seen:${place.key}`,
    label: `${place.label}: ${[...values].join(", ")}, on the ${[...seenIn].join("; ")}`,
    href: place.href,
  }));
}

/** Every string of a value with its dotted path (`social.facebook`, `reviews.0.image`): a form field's name. */
function stringLeaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, join(path, String(index))));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, join(path, key)));
  }
  return [];
}
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A place the owner changes, and the text it holds now. */
export interface PlaceCandidate extends FixPlace {
  value: string;
}

/** The Site tab's fields: each under its form name, which the field checks list and link by. */
export function siteFieldCandidates(settings: object, labels: Readonly<Record<string, string>>): PlaceCandidate[] {
  return stringLeaves(settings).map(([path, value]) => ({
    key: path,
    href: `/admin?tab=site#${path}`,
    label: labels[path] ?? path,
    value,
  }));
}

/**
 * Where a shown default is replaced: the place whose text is the shown
 * value; else a text quoting it (words that name an address); else the
 * place holding the longest part of it (a site address in an absolute
 * image URL yields to the image's own field). A value no place holds is
 * shipped in code: listed with no link, as that is the truth, until the
 * admin can change it.
 */
export function fixPlaceOf(found: ShippedDefault, candidates: readonly PlaceCandidate[]): FixPlace {
  const held = candidates.filter((candidate) => candidate.value !== "");
  const place =
    held.find((candidate) => candidate.value === found.value) ??
    held.find((candidate) => candidate.value.includes(found.value)) ??
    held
      .filter((candidate) => found.value.includes(candidate.value))
      .reduce<PlaceCandidate | undefined>(
        (best, next) => (next.value.length > (best?.value.length ?? 0) ? next : best),
        undefined,
      );
  if (place) return place;
  return { key: `shipped:${found.value}`, href: null, label: SHIPPED_LABELS[found.kind] };
}

const SHIPPED_LABELS: Record<ShippedDefaultKind, string> = {
  address: "A placeholder address shipped with the site",
  image: "A placeholder image shipped with the site",
  video: "A placeholder video shipped with the site",
  name: "The placeholder author name",
};
