import { BOOK_IMAGES } from "~/content/images";
import { LANDING } from "~/content/landing";
import { LandingPage } from "~/features/marketing/components/landing-page";
import { seoMeta } from "~/features/marketing/seo";
import { organizationJsonLd } from "~/features/marketing/structured-data";

export function meta() {
  return seoMeta({
    title: LANDING.title,
    description: LANDING.description,
    path: "/",
    image: BOOK_IMAGES.shareCard,
    jsonLd: [organizationJsonLd()],
  });
}

export default function Home() {
  return <LandingPage />;
}
