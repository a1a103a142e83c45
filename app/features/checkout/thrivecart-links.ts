import type { Offer } from "~/content/offers";
import { thriveCartEmbed } from "./thrivecart-embed";

const CONTAINER_ID = "thrivecart-links";

/**
 * The hidden link ThriveCart's script turns into a popup for an offer
 * (SPEC: the buy button "opens the checkout slide-in of the chosen option
 * through hidden links"), created on first use and kept in the page, so the
 * script finds it whether it binds its links when it loads or on each click.
 * Its href is the hosted checkout: a link the script does not handle still
 * takes the buyer to pay. Null for an offer that has no popup.
 */
export function thriveCartLinkFor(offer: Offer): HTMLAnchorElement | null {
  const embed = thriveCartEmbed(offer);
  if (!embed || typeof document === "undefined") return null;
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement("div");
    container.id = CONTAINER_ID;
    container.hidden = true;
    document.body.append(container);
  }
  const id = `thrivecart-link-${offer.id}`;
  let link = document.getElementById(id) as HTMLAnchorElement | null;
  if (!link) {
    link = document.createElement("a");
    link.id = id;
    link.className = "thrivecart-button";
    link.tabIndex = -1;
    container.append(link);
  }
  // The owner may have changed the offer since: the link always carries the current one.
  link.href = offer.cartUrl;
  for (const [name, value] of Object.entries(embed)) link.setAttribute(name, value);
  return link;
}
