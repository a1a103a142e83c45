import { useEffect } from "react";
import { CART_SCRIPT } from "~/content/offers";

const SCRIPT_ID = "slide-in-cart-script";

/**
 * Loads the cart provider's slide-in script once the page is interactive and
 * the browser is idle, so it never competes with the page's own loading.
 * Until (or unless) it loads, openCheckout falls back to the hosted cart.
 */
export function useCartScript(): void {
  useEffect(() => {
    if (document.getElementById(SCRIPT_ID)) return;
    let cancelled = false;
    const inject = () => {
      if (cancelled || document.getElementById(SCRIPT_ID)) return;
      const script = document.createElement("script");
      script.id = SCRIPT_ID;
      script.src = CART_SCRIPT.src;
      script.async = true;
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
  }, []);
}
