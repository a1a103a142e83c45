import AssessmentPage from "~/islands/pages/assessment";

export function meta() {
  return [
    { title: "Free Readiness Assessment | Rerouted" },
    {
      name: "description",
      content: "A free 5-minute spiritual diagnostic: find out which season you are in and your next faithful step.",
    },
  ];
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default AssessmentPage;
