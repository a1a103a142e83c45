import list from "./common-passwords.txt?raw";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, parsePasswordList } from "./password-policy";

// Kept on the server: the browser bundle does not carry 80 KB of passwords.
const COMMON_PASSWORDS = parsePasswordList(list);

/** The message to show when a new password is too common, or null. */
export function commonPasswordProblem(password: string): string | null {
  return isCommonPassword(password, COMMON_PASSWORDS) ? COMMON_PASSWORD_MESSAGE : null;
}
