import { data } from "react-router";
import type { HeaderNavHandle } from "~/components/layout/site-header";
import { FUNNEL_ROUTES } from "~/content/funnel";
import { PROGRAM } from "~/content/program";
import { countdownPageData } from "~/features/funnel/deadlines.server";

export const handle: HeaderNavHandle = {
  headerNav: [
    { label: "Get Book", to: FUNNEL_ROUTES.book },
    { label: "View Book", to: FUNNEL_ROUTES.book },
  ],
};
import type { Route } from "./+types/rerouted";
import ReroutedPage from "~/islands/pages/rerouted";

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

// The page's component is its island's too (app/islands/), so both render the same tree.
export default ReroutedPage;
