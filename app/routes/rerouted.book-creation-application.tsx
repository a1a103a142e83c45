import BookCreationApplicationPage from "~/islands/pages/book-creation-application";

export function meta() {
  return [
    { title: "Book Creation Application | Rerouted" },
    {
      name: "description",
      content: "Apply for the Rerouted Book Creation Program: 13 questions, reviewed within 7 days.",
    },
  ];
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default BookCreationApplicationPage;
