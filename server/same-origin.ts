/**
 * Cross-site request forgery defence for every state-changing request: the
 * browser's Origin (or Sec-Fetch-Site when Origin is absent) must say the
 * request comes from this site. Cookies alone never authorise a write.
 */
export function isSameOriginWrite(options: {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
  protocol: string;
  baseUrl: string;
}): boolean {
  const { method, origin, secFetchSite, host, protocol, baseUrl } = options;
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase())) return true;
  if (origin && origin !== "null") {
    const allowed = new Set([new URL(baseUrl).origin]);
    if (host) allowed.add(`${protocol}://${host}`);
    return allowed.has(origin);
  }
  if (origin === "null") return false;
  // No Origin: non-browser clients (curl, webhooks) or very old browsers.
  // Browsers that send Sec-Fetch-Site tell us when it is cross-site.
  return secFetchSite === undefined || secFetchSite === "same-origin" || secFetchSite === "none";
}

/**
 * Writes authorised by a signed link rather than by cookies, which a mail
 * provider may send from anywhere: the RFC 8058 one-click unsubscribe POST
 * (from the provider's servers, or from a webmail page with its own Origin).
 * A forged request gains nothing: without the link's signature it is a 404.
 * Also Sign in with Apple's answer, which Apple's page POSTs (form_post):
 * its state parameter is the authority, and the route only turns the post
 * into a GET of the same callback, where the state is checked.
 */
export function isSignedLinkWrite(path: string): boolean {
  return path.startsWith("/email/unsubscribe/") || path === "/auth/callback/apple";
}
