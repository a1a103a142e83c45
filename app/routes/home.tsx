import { BOOK_IMAGES } from "~/content/images";
import { LANDING } from "~/content/landing";
import { LandingPage } from "~/features/marketing/components/landing-page";
import { seoMeta, websiteJsonLd } from "~/features/marketing/seo";

export function meta() {
  return seoMeta({
    title: LANDING.title,
    description: LANDING.description,
    path: "/",
    image: BOOK_IMAGES.shareCard,
    jsonLd: [websiteJsonLd()],
  });
}

export default function Home() {
  return <LandingPage />;
}
