import { UpsellCoursePage } from "~/features/funnel/components/upsell-course-page";
import type { Route } from "../../routes/+types/rerouted.upsell-course";

export default function UpsellCourse({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <UpsellCoursePage oneClick={loaderData.oneClick} deadline={loaderData.deadline} />;
}
