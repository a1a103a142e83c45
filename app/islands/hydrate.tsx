import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { cn, withoutClassMerging } from "~/components/ui/cn";
import { ISLAND_DATA_ID, type IslandData } from "~/lib/islands";
import { SiteBody, useSiteEffects } from "~/site-shell";
import type { Route } from "../+types/root";
import { IslandMatches } from "./react-router";

type RootData = Route.ComponentProps["loaderData"];

function SiteEffects({ root, children }: { root: RootData; children: ReactNode }) {
  useSiteEffects(root.publicConfig, root.site.site.consentRegion);
  // The page's own effects (its clocks, listeners and scripts) run before this one, its parent's:
  // once the document is marked, the page is fully awake, and what waits for it (the browser
  // tests) can go on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "island";
  }, []);
  return children;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates a sales page's <body> with the tree the root layout rendered on
 * the server around the page: the same SiteBody, the same page component,
 * the same loader data (the JSON the server put in the page).
 *
 * The work comes in three tasks, so that none keeps a tap waiting long on a
 * slow phone: the modules' evaluation, the hydration, and the tables of
 * tailwind-merge that the next render's class names need.
 */
export async function hydrateIsland<Data>(Page: ComponentType<{ loaderData: Data }>) {
  await nextTask();
  const data = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? "") as IslandData;
  const root = data.matches[0]?.data as RootData;
  const page = data.matches.at(-1)?.data as Data;
  withoutClassMerging(() =>
    hydrateRoot(
      document.body,
      <IslandMatches data={data}>
        <SiteBody user={root.user} site={root.site} pixels={root.publicConfig}>
          <SiteEffects root={root}>
            <Page loaderData={page} />
          </SiteEffects>
        </SiteBody>
      </IslandMatches>,
    ),
  );
  await nextTask();
  cn("p-0 p-1");
}
