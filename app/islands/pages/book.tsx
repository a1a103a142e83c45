import { BookPage } from "~/features/marketing/components/book-page";
import type { Route } from "../../routes/+types/book";

export default function Book({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <BookPage recentOrders={loaderData.recentOrders} />;
}
