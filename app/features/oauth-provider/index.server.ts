// "Sign in with Rerouted": the OAuth 2.1 / OpenID Connect provider's server-side surface.
export { listClients } from "./clients.server";
export { listConsents } from "./grants.server";
