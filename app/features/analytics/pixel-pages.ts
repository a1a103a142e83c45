/**
 * Pages that carry tokens (reset and confirmation links, two-factor
 * challenges, the emails' unsubscribe and consent links under /email, whose
 * token begins with the reader's address) or someone's private data (their library, their listening,
 * the admin area): no ad platform's script may run on them, since those
 * scripts read the address bar and the form fields of the page they are in.
 */
const PRIVATE_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/account",
  "/dashboard",
  "/product",
  "/admin",
  "/email",
];

export function pixelsAllowedOn(pathname: string): boolean {
  return !PRIVATE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
