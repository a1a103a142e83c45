import { createContext, useContext, type ReactNode } from "react";
import { useMatches } from "react-router";
import { ISLAND_DATA_ID, ISLAND_LOADER_SCRIPT, islandDataJson, type IslandData } from "~/lib/islands";

/**
 * The URL of the island script that hydrates the page being rendered, set
 * by the server (entry.server.tsx) for a sales page answered in full; null
 * everywhere else, the browser included: a page React Router hydrated stays
 * React Router's when it navigates to a sales page.
 */
const IslandContext = createContext<string | null>(null);

export function IslandProvider({ value, children }: { value: string | null; children: ReactNode }) {
  return <IslandContext value={value}>{children}</IslandContext>;
}

export function useIslandScript(): string | null {
  return useContext(IslandContext);
}

/**
 * In place of React Router's scripts on an island page: the matched routes'
 * data as JSON (nothing runs it) and the loader that adds the island's
 * script once the page has painted. No script and no preload comes before.
 */
export function IslandScripts({ src, nonce }: { src: string; nonce: string | undefined }) {
  const data: IslandData = {
    matches: useMatches().map((match) => ({
      id: match.id,
      handle: match.handle ?? null,
      data: match.loaderData ?? null,
    })),
  };
  return (
    <>
      <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: islandDataJson(data) }} />
      <script nonce={nonce} data-src={src} dangerouslySetInnerHTML={{ __html: ISLAND_LOADER_SCRIPT }} />
    </>
  );
}
