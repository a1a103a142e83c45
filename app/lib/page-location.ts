/**
 * The page a request is for, as the address bar shows it. With React
 * Router's `v8_passThroughRequests`, a client-side navigation's data request
 * reaches the server as `/path.data?_routes=…` (`/_root.data` for `/`,
 * `/path/_.data` for `/path/`, with `v8_trailingSlashAwareDataRequests`);
 * loaders get the normalised `url` argument, but helpers that only see the
 * request (sign-in redirects, return addresses) read it here.
 */
export function pageLocation(requestUrl: string): URL {
  const url = new URL(requestUrl);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
