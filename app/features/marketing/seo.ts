import type { SiteImage } from "~/content/images";
import { SITE } from "~/content/site";

/**
 * Search and social tags for a public page: title, description, canonical
 * URL, Open Graph and Twitter card, and JSON-LD blocks, as React Router
 * meta descriptors. URLs are absolute on the owner's "Site URL", the
 * production address, wherever the page is served from.
 */
export type MetaDescriptor = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function seoMeta(page: {
  siteUrl: string;
  title: string;
  description: string;
  path: string;
  image: SiteImage;
  type?: "website" | "book" | "product";
  jsonLd?: readonly object[];
}): MetaDescriptor[] {
  const url = absoluteUrl(page.siteUrl, page.path);
  const image = absoluteUrl(page.siteUrl, page.image.src);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.jsonLd ?? []).map((block) => ({ "script:ld+json": block })),
  ];
}

/** schema.org WebSite block for the home page (apart from the book's, which carry the whole book content). */
export function websiteJsonLd(site: { siteUrl: string; authorName: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE.name,
    url: absoluteUrl(site.siteUrl, "/"),
    description: SITE.tagline,
    author: { "@type": "Person", name: site.authorName },
  };
}

/** A route of the build manifest: its own path segment and its parent. */
export interface ManifestRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
}

/** Every route's full path, joined through its parents. */
export function routePaths(routes: Record<string, ManifestRoute>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return [base, own].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.path !== undefined || route.index)
    .map(fullPath);
}

/** The paths a search engine should index: public pages of the route table, never APIs or private pages. */
export function indexablePaths(routePaths: readonly string[], privatePrefixes: readonly string[]): string[] {
  const isPrivate = (path: string) =>
    privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const paths = routePaths
    .map((path) => (path === "" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`))
    .filter((path) => !path.includes(":") && !path.includes("*") && !isPrivate(path));
  return [...new Set(paths)].sort();
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, privatePrefixes: readonly string[]): string {
  const disallow = privatePrefixes.map((prefix) => `Disallow: ${prefix}`).join("\n");
  return `User-agent: *\n${disallow}\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
