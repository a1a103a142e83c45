import { PROGRAM } from "~/content/program";
import { ProgramPage } from "~/features/funnel/components/program/program-page";

export function meta() {
  return [
    { title: `${PROGRAM.name} | Write and Publish Your Book in 90 Days` },
    { name: "description", content: PROGRAM.subheadline },
  ];
}

export default function ReroutedProgram() {
  return <ProgramPage variant="sales" />;
}
