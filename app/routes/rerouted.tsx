import type { HeaderNavHandle } from "~/components/layout/site-header";
import { FUNNEL_ROUTES } from "~/content/funnel";
import { PROGRAM } from "~/content/program";
import { ProgramPage } from "~/features/funnel/components/program/program-page";

export const handle: HeaderNavHandle = {
  headerNav: [
    { label: "Get Book", to: FUNNEL_ROUTES.book },
    { label: "View Book", to: FUNNEL_ROUTES.book },
  ],
};

export function meta() {
  return [
    { title: `${PROGRAM.name} | Write and Publish Your Book in 90 Days` },
    { name: "description", content: PROGRAM.subheadline },
  ];
}

export default function ReroutedProgram() {
  return <ProgramPage variant="sales" />;
}
