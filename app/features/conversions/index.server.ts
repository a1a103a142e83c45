// The conversions feature's public surface for other features (server side).
export { queuePurchaseConversions } from "./conversions.server";
