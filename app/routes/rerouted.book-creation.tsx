import { PROGRAM } from "~/content/program";
import { ProgramPage } from "~/features/funnel/components/program/program-page";

export function meta() {
  return [{ title: "Create Your Book" }, { name: "description", content: PROGRAM.subheadline }];
}

export default function BookCreation() {
  return <ProgramPage variant="funnel" />;
}
