import { ApplicationForm } from "~/features/application/components/application-form";

export default function BookCreationApplicationPage() {
  return <ApplicationForm />;
}
