// The funnel feature's public surface for other features (browser-safe).
export { countdownOfOffer, offerAfterDeadline } from "./deadlines";
