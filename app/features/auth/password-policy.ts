/**
 * New passwords must not be among the most common ones: those are the
 * first tried by anyone guessing, whatever their length.
 */
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

/** The shipped list (one password per line, `#` comments) as a set of lower-case entries. */
export function parsePasswordList(text: string): Set<string> {
  const entries = new Set<string>();
  for (const line of text.split("\n")) {
    const entry = line.trim().toLowerCase();
    if (entry && !entry.startsWith("#")) entries.add(entry);
  }
  return entries;
}

/** Case does not make a common password less common ("Password1234" is "password1234"). */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return common.has(password.trim().toLowerCase());
}
