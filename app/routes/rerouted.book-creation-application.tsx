import { ApplicationForm } from "~/features/application/components/application-form";

export function meta() {
  return [
    { title: "Book Creation Application | Rerouted" },
    {
      name: "description",
      content: "Apply for the Rerouted Book Creation Program: 13 questions, reviewed within 7 days.",
    },
  ];
}

export default function BookCreationApplicationPage() {
  return <ApplicationForm />;
}
