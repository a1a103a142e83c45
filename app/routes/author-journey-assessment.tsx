import AuthorJourneyAssessmentPage from "~/islands/pages/author-journey-assessment";

export function meta() {
  return [
    { title: "Free Author Journey Assessment | Rerouted" },
    {
      name: "description",
      content: "Four quick questions reveal your author level and a roadmap to your finished book.",
    },
  ];
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default AuthorJourneyAssessmentPage;
