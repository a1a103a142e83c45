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
