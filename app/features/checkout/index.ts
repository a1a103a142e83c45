// The checkout feature's public surface for other features (browser-safe):
// buying an offer from any page, and the cart provider's script.
export { buyOffer, selectOffer, usePurchaseConfirmed, useViewContent, type ConfirmedPurchase } from "./buy-offer";
export { useCartScript } from "./use-cart-script";
