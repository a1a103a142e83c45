import { CompletePage } from "~/features/funnel/components/complete-page";
import type { Route } from "../../routes/+types/rerouted.complete";

export default function Complete({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <CompletePage order={loaderData.order} />;
}
