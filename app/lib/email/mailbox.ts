// Providers that ignore dots in the local part: a.d.a@gmail.com is ada@gmail.com.
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The inbox an address delivers to, for counting emails per recipient:
 * case is ignored, a "+tag" is dropped (most providers deliver
 * ada+anything@ to ada@), and Gmail's dots are removed. Rotating these
 * spellings would otherwise give one inbox a fresh budget each time.
 * Only used as a counter's key; emails still go to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  const canonicalDomain = DOTLESS_DOMAINS[domain];
  let local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  if (canonicalDomain) local = local.replaceAll(".", "");
  return `${local}@${canonicalDomain ?? domain}`;
}
