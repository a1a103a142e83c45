import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_AI } from "~/content/funnel";
import { upsellPageData } from "~/features/funnel/upsell-page.server";
import type { Route } from "./+types/rerouted.upsell-ai";
import UpsellAiPage from "~/islands/pages/upsell-ai";

export function meta() {
  return [{ title: UPSELL_AI.title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return upsellPageData(request, context.services, "ai-suite-trial");
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default UpsellAiPage;
