import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track";

/** Records a page_view on the first load and on every client-side navigation. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track("page_view");
  }, [pathname]);
}
