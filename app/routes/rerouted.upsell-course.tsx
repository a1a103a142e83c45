import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_COURSE } from "~/content/funnel";
import { upsellPageData } from "~/features/funnel/upsell-page.server";
import type { Route } from "./+types/rerouted.upsell-course";
import UpsellCoursePage from "~/islands/pages/upsell-course";

export function meta() {
  return [{ title: UPSELL_COURSE.title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return upsellPageData(request, context.services, "foundations-course");
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default UpsellCoursePage;
