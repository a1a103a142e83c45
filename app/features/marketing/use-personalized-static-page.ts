import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * A prerendered page was rendered at build time for every visitor, so its
 * header shows "Login" and it carries no runtime configuration. Once it
 * has hydrated, reload the root data from the server (one small request)
 * so a signed-in visitor sees their own header and the ad pixels start.
 */
export function usePersonalizedStaticPage(prerendered: boolean): void {
  const { revalidate } = useRevalidator();
  const done = useRef(false);
  useEffect(() => {
    if (!prerendered || done.current) return;
    done.current = true;
    void revalidate();
  }, [prerendered, revalidate]);
}
