// The conversions feature's public surface for other features (server side).
export { checkoutStartRecorder, findCheckoutStart, visitorOfRequest } from "./checkout-starts.server";
export { queuePurchaseConversions } from "./conversions.server";
export type { VisitorContext } from "./visitor-context";
