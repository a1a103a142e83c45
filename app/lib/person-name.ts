/**
 * A person's name is shown in the greeting of every email we send to the
 * address typed next to it. Mail clients turn anything that looks like a
 * web or email address into a link, so a name that does would let a
 * stranger put their link, in our words, into someone else's inbox
 * ("Hi www.evil-login.example/reset?acct=you,"). Names never need these
 * shapes: they are refused in the forms and left out of the greeting.
 */

export const NAME_LINK_MESSAGE = "Please enter just your name, without web addresses, domains or @";

// Lookalike dots that mail clients and browsers also read as a domain's dot.
const DOT = "[.\u3002\uFF0E\uFF61]";
const LINK_SHAPES = [
  /:\/\//, // a scheme: https://, ftp://
  /@/, // an email address, or a user@host link
  /[<>]/, // markup, or the <...> that plain-text mail reads as a link
  new RegExp(`www\\d{0,3}${DOT}`, "i"),
  // A domain: a label, a dot, then a suffix of two or more letters that is
  // not followed by more of a word ("evil.com", "x.io/path", "evil.co.uk";
  // not "Dr. Ann" or "J.R.R.").
  new RegExp(`[\\p{L}\\p{N}-]${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`, "u"),
  /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/, // an IPv4 address
];

/**
 * Whether `name` cannot be read as a link or markup. Compatibility forms
 * (fullwidth ｗｗｗ．, ＠) are folded and invisible format characters
 * (a zero-width space inside "evil\u200b.com") dropped first, as a mail
 * client's linkifier may see through them.
 */
export function isPlainName(name: string): boolean {
  const folded = name.normalize("NFKC").replace(/\p{Cf}/gu, "");
  return !LINK_SHAPES.some((shape) => shape.test(folded));
}
