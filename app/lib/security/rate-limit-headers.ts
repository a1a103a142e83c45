/**
 * A form route's `headers` export. React Router builds a page's headers
 * from the routes' `headers` functions only, so without this the
 * Retry-After of a rate-limited form post (rate-limit.server.ts) would
 * never reach the browser.
 */
export function rateLimitHeaders(args: { parentHeaders: Headers; actionHeaders: Headers; loaderHeaders: Headers }) {
  const headers = new Headers(args.parentHeaders);
  const retryAfter = args.actionHeaders.get("Retry-After") ?? args.loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
