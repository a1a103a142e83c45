// The consent feature's public surface for other features (server side).
export { consentAskedOf } from "./consent-asked.server";
