import { useEffect } from "react";
import { OFFER_IDS, THRIVECART_SCRIPT_SRC } from "~/content/offers";
import { useOffers } from "~/lib/site-content-context";
import { thriveCartEmbed } from "./thrivecart-embed";
import { thriveCartLinkFor } from "./thrivecart-links";

const SCRIPT_ID = "thrivecart-embed-script";
let loaded = false;

/** Whether ThriveCart's embed script has loaded in this document (it then handles its buy links). */
export function cartScriptLoaded(): boolean {
  return loaded;
}

/**
 * On a page that sells: when any offer is sold through ThriveCart, puts
 * its buy links in the page and loads ThriveCart's embed script once the
 * page is interactive and the browser idle, so it never competes with the
 * page's own loading. Until (or unless) it loads, openCheckout goes to the
 * hosted checkout page instead.
 */
export function useCartScript(): void {
  const offers = useOffers();
  const embedded = OFFER_IDS.filter((id) => thriveCartEmbed(offers[id]) !== null);
  const wanted = embedded.length > 0;
  useEffect(() => {
    if (!wanted) return;
    // The links first: a script that binds its links when it loads must find them.
    for (const id of embedded) thriveCartLinkFor(offers[id]);
    if (document.getElementById(SCRIPT_ID)) return;
    let cancelled = false;
    const inject = () => {
      if (cancelled || document.getElementById(SCRIPT_ID)) return;
      const script = document.createElement("script");
      script.id = SCRIPT_ID;
      script.src = THRIVECART_SCRIPT_SRC;
      script.async = true;
      script.addEventListener("load", () => (loaded = true), { once: true });
      document.body.appendChild(script);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(inject, { timeout: 3000 });
      else setTimeout(inject, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page and set of ThriveCart offers (the joined ids)
  }, [wanted, embedded.join()]);
}
