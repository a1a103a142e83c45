import { LANDING } from "~/content/landing";
import { seoMeta, websiteJsonLd } from "~/features/marketing/seo";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/home";
import HomePage from "~/islands/pages/home";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  if (!content) return [{ title: LANDING.title }];
  const { title, description } = overlayCopy("landing", LANDING, content.copy);
  return seoMeta({
    siteUrl: content.site.siteUrl,
    title,
    description,
    path: "/",
    image: content.site.shareCard,
    jsonLd: [websiteJsonLd(content.site)],
  });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default HomePage;
