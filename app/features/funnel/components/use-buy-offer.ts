import { useState } from "react";
import type { Offer } from "~/content/offers";
import { buyOffer } from "~/features/checkout";

/**
 * A buy button's state: busy from the click until the page leaves for the
 * checkout (or the one-click charge's next page), and the reason when it
 * cannot, to show beside the button.
 */
export function useBuyOffer(options: { oneClick?: boolean }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buy = async (offer: Offer) => {
    setPending(true);
    setError(null);
    const failure = await buyOffer(offer, { oneClick: options.oneClick });
    // On success the page is leaving; the button stays busy until it has.
    if (failure) {
      setError(failure);
      setPending(false);
    }
  };
  return { pending, error, buy };
}
