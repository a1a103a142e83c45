import { UpsellAiPage } from "~/features/funnel/components/upsell-ai-page";
import type { Route } from "../../routes/+types/rerouted.upsell-ai";

export default function UpsellAi({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <UpsellAiPage oneClick={loaderData.oneClick} deadline={loaderData.deadline} spotsLeft={loaderData.spotsLeft} />
  );
}
