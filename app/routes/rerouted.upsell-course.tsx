import type { DistractionFreeHandle } from "~/components/layout/distraction-free";
import { UPSELL_COURSE } from "~/content/funnel";
import { UpsellCoursePage } from "~/features/funnel/components/upsell-course-page";
import { upsellPageData } from "~/features/funnel/upsell-page.server";
import type { Route } from "./+types/rerouted.upsell-course";

export function meta() {
  return [{ title: UPSELL_COURSE.title }, { name: "robots", content: "noindex" }];
}

export const handle: DistractionFreeHandle = { distractionFree: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return upsellPageData(request, context.services, "foundations-course");
}

export default function UpsellCourse({ loaderData }: Route.ComponentProps) {
  return <UpsellCoursePage oneClick={loaderData.oneClick} deadline={loaderData.deadline} />;
}
