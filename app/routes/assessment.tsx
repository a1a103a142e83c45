import { ReadinessAssessment } from "~/features/assessments/components/readiness-assessment";

export function meta() {
  return [
    { title: "Free Readiness Assessment | Rerouted" },
    {
      name: "description",
      content: "A free 5-minute spiritual diagnostic: find out which season you are in and your next faithful step.",
    },
  ];
}

export default function AssessmentPage() {
  return <ReadinessAssessment />;
}
