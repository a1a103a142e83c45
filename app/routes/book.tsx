import { BOOK_PAGE } from "~/content/book";
import { BOOK_IMAGES } from "~/content/images";
import { BookPage } from "~/features/marketing/components/book-page";
import { seoMeta } from "~/features/marketing/seo";
import { bookJsonLd, faqJsonLd, productJsonLd } from "~/features/marketing/structured-data";

export function meta() {
  return seoMeta({
    title: BOOK_PAGE.title,
    description: BOOK_PAGE.description,
    path: "/book",
    image: BOOK_IMAGES.shareCard,
    type: "book",
    jsonLd: [bookJsonLd(), productJsonLd(), faqJsonLd()],
  });
}

export default function Book() {
  return <BookPage />;
}
