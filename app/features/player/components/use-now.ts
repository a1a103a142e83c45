import { useEffect, useState } from "react";

/**
 * The current time for "10 minutes ago" texts: null while rendering on the
 * server and hydrating (so both render the same), then ticking each minute.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is read only after hydration, so server and client render alike
    setNow(Date.now());
    const handle = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(handle);
  }, []);
  return now;
}
