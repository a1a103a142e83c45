import { ThankYouPage } from "~/features/funnel/components/thank-you-page";
import type { Route } from "../../routes/+types/rerouted.thank-you";

export default function ThankYou({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <ThankYouPage oneClick={loaderData.oneClick} purchase={loaderData.purchase} deadline={loaderData.deadline} />;
}
