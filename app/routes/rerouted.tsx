import { data } from "react-router";
import type { HeaderNavHandle } from "~/components/layout/site-header";
import { FUNNEL_ROUTES } from "~/content/funnel";
import { PROGRAM_SEO } from "~/content/program";
import { countdownPageData } from "~/features/funnel/deadlines.server";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";

export const handle: HeaderNavHandle = {
  headerNav: [
    { label: "Get Book", to: FUNNEL_ROUTES.book },
    { label: "View Book", to: FUNNEL_ROUTES.book },
  ],
};
import type { Route } from "./+types/rerouted";
import ReroutedPage from "~/islands/pages/rerouted";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title, description } = content ? overlayCopy("program", PROGRAM_SEO, content.copy) : PROGRAM_SEO;
  return [{ title }, { name: "description", content: description }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { deadlines, headers } = await countdownPageData(context.services, request, ["program"]);
  return data({ deadline: deadlines.program }, { headers });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default ReroutedPage;
