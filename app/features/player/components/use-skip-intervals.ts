import { useCallback, useEffect, useState } from "react";
import { DEFAULT_SKIP, parseSkipSettings, SKIP_STORAGE_KEY, type SkipSettings } from "../skip-intervals";

/** The listener's skip back / forward intervals, remembered in this browser. */
export function useSkipIntervals() {
  const [intervals, setIntervals] = useState<SkipSettings>(DEFAULT_SKIP);

  // localStorage exists only in the browser: read after hydration.
  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read only after hydration, so server and client render alike
      setIntervals(parseSkipSettings(window.localStorage.getItem(SKIP_STORAGE_KEY)));
    } catch {
      // Storage blocked: the defaults stay.
    }
  }, []);

  const change = useCallback((next: SkipSettings) => {
    setIntervals(next);
    try {
      window.localStorage.setItem(SKIP_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the choice holds for this page only.
    }
  }, []);

  return { intervals, change };
}
