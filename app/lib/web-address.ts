/**
 * A web address as the owner types it into an admin form: `rerouted-book.com`
 * or `www.instagram.com/grace` mean the https address, so the scheme is
 * added rather than the field refused. An address that names a scheme of
 * its own (`http:`, `mailto:`, `javascript:`), or that is no address at
 * all (it has a space), is left as typed, for the form's https check to
 * refuse with its message.
 */
export function completeWebAddress(typed: string): string {
  const value = typed.trim();
  if (value === "") return "";
  if (/\s/.test(value)) return value;
  if (value.startsWith("//")) return `https:${value}`;
  // A scheme is letters (then letters, digits, "+", ".", "-") and a colon; `host:8443` is a host and its port.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value}`;
}
