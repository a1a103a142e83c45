// The Stripe feature's public surface for other features (server side).
export { funnelPageLoader } from "./checkout-return.server";
