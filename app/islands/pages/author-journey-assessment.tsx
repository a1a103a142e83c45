import { AuthorAssessment } from "~/features/assessments/components/author-assessment";

export default function AuthorJourneyAssessmentPage() {
  return <AuthorAssessment />;
}
