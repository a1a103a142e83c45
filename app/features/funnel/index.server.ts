// The funnel feature's public surface for other features (server side).
export { bindRequestToContact } from "./deadlines.server";
