import { BOOK_IMAGES } from "~/content/images";
import { LANDING } from "~/content/landing";
import { LandingPage } from "~/features/marketing/components/landing-page";
import { seoMeta, websiteJsonLd } from "~/features/marketing/seo";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/home";

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

export default function Home() {
  return <LandingPage />;
}
