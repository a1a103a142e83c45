import { AuthorAssessment } from "~/features/assessments/components/author-assessment";

export function meta() {
  return [
    { title: "Free Author Journey Assessment | Rerouted" },
    {
      name: "description",
      content: "Four quick questions reveal your author level and a roadmap to your finished book.",
    },
  ];
}

export default function AuthorJourneyAssessmentPage() {
  return <AuthorAssessment />;
}
