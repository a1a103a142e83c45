/**
 * The protocol the visitor used. Express reads X-Forwarded-Proto from a
 * trusted proxy (`forwardedProto` is passed only then); without it, a
 * TLS-terminating proxy would make every request look like plain http, so
 * the site's own BASE_URL decides (an https BASE_URL means the public side
 * is https). Request URLs, redirects and the origin checks of every form
 * post are built from this.
 */
export function publicProtocol(options: {
  protocol: string;
  forwardedProto: string | string[] | undefined;
  baseUrl: string;
}): string {
  if (options.forwardedProto) return options.protocol;
  return new URL(options.baseUrl).protocol.replace(/:$/, "");
}
