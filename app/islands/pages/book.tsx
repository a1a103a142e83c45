import { BookPage } from "~/features/marketing/components/book-page";

export default function Book() {
  return <BookPage />;
}
