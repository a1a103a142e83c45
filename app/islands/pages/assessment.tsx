import { ReadinessAssessment } from "~/features/assessments/components/readiness-assessment";

export default function AssessmentPage() {
  return <ReadinessAssessment />;
}
