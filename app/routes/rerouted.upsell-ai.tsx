import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_AI } from "~/content/funnel";
import { UpsellAiPage } from "~/features/funnel/components/upsell-ai-page";
import { upsellPageData } from "~/features/funnel/upsell-page.server";
import type { Route } from "./+types/rerouted.upsell-ai";

export function meta() {
  return [{ title: UPSELL_AI.title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return upsellPageData(request, context.services, "ai-suite-trial");
}

export default function UpsellAi({ loaderData }: Route.ComponentProps) {
  return <UpsellAiPage oneClick={loaderData.oneClick} deadline={loaderData.deadline} />;
}
