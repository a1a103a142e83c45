import { useEffect, useState } from "react";

/** Phones: where the floating toast and button would sit on top of the full-width purchase options. */
const PHONE = "(max-width: 639px)";

/**
 * Whether the purchase options (`targetId`) are on a phone's screen, so the
 * floating social-proof toast and scroll-to-top button step aside instead of
 * covering the editions and the buy button.
 */
export function usePurchaseInView(targetId: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const phone = matchMedia(PHONE);
    let intersecting = false;
    const update = () => setInView(intersecting && phone.matches);
    const observer = new IntersectionObserver((entries) => {
      intersecting = entries.some((entry) => entry.isIntersecting);
      update();
    });
    observer.observe(target);
    phone.addEventListener("change", update);
    return () => {
      observer.disconnect();
      phone.removeEventListener("change", update);
    };
  }, [targetId]);
  return inView;
}
