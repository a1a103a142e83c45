/** Where the admin's client forms post (routes/admin.oauth-clients.tsx). */
export const OAUTH_CLIENTS_PATH = "/admin/oauth-clients";
/** Where a member's "Revoke access" posts (routes/account.connected-apps.ts). */
export const CONNECTED_APPS_PATH = "/account/connected-apps";
