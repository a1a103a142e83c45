// "Sign in with Rerouted": the provider's browser-safe surface.
export { OAUTH_SCOPES } from "./scopes";
export { OAUTH_CLIENTS_PATH } from "./paths";
export { ConnectedApps } from "./components/connected-apps";
