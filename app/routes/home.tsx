import { BOOK_IMAGES } from "~/content/images";
import { LANDING } from "~/content/landing";
import { seoMeta, websiteJsonLd } from "~/features/marketing/seo";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/home";
import HomePage from "~/islands/pages/home";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  if (!content) return [{ title: LANDING.title }];
  return seoMeta({
    siteUrl: content.site.siteUrl,
    title: LANDING.title,
    description: LANDING.description,
    path: "/",
    image: BOOK_IMAGES.shareCard,
    jsonLd: [websiteJsonLd(content.site)],
  });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default HomePage;
