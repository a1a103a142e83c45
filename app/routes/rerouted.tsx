import { data } from "react-router";
import type { HeaderNavHandle } from "~/components/layout/site-header";
import { FUNNEL_ROUTES } from "~/content/funnel";
import { PROGRAM } from "~/content/program";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { ProgramPage } from "~/features/funnel/components/program/program-page";

export const handle: HeaderNavHandle = {
  headerNav: [
    { label: "Get Book", to: FUNNEL_ROUTES.book },
    { label: "View Book", to: FUNNEL_ROUTES.book },
  ],
};
import type { Route } from "./+types/rerouted";

export function meta() {
  return [
    { title: `${PROGRAM.name} | Write and Publish Your Book in 90 Days` },
    { name: "description", content: PROGRAM.subheadline },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { deadlines, headers } = await countdownPageData(context.services, request, ["program"]);
  return data({ deadline: deadlines.program }, { headers });
}

export default function ReroutedProgram({ loaderData }: Route.ComponentProps) {
  return <ProgramPage variant="sales" deadline={loaderData.deadline} />;
}
