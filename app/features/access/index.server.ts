// The access feature's public surface for other features (server side).
export { grantProductAccess } from "./grants.server";
