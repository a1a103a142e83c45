import { UPSELL_COURSE } from "~/content/funnel";
import { UpsellCoursePage } from "~/features/funnel/components/upsell-course-page";

export function meta() {
  return [{ title: UPSELL_COURSE.title }, { name: "robots", content: "noindex" }];
}

export default function UpsellCourse() {
  return <UpsellCoursePage />;
}
