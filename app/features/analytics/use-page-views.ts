import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { installAutoTracking } from "./auto-track";
import { entryProps } from "./entry";
import { reportWebVitalsAfterLoad } from "./report-web-vitals";
import { track } from "./track";

/**
 * Records a page_view on the first load (with the visitor's UTM tags and
 * referrer) and on every client-side navigation (plus a navigation event
 * from the previous path), turns on click and form tracking, and measures
 * the page load's Core Web Vitals.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    installAutoTracking();
    reportWebVitalsAfterLoad();
  }, []);

  useEffect(() => {
    if (previous.current === null) {
      track("page_view", entryProps(location.href, document.referrer));
    } else if (previous.current !== pathname) {
      track("navigation", { from: previous.current, to: pathname });
      track("page_view");
    }
    previous.current = pathname;
  }, [pathname]);
}
