/**
 * Which per-account counter a password attempt counts against (both allow 10
 * in 15 minutes, keyed by the address; RATE_LIMITS). Attempts from browsers
 * without the account's known-device cookie share one counter, so a botnet
 * gets no more guesses than one client; a browser that has signed in to the
 * account before has a counter of its own, which strangers cannot fill, so
 * their guesses never lock the owner out of the browsers they already use.
 * The per-client-address limit applies to every attempt.
 */
export function accountLimitFor(knownDevice: boolean): "signInAccount" | "signInKnownDevice" {
  return knownDevice ? "signInKnownDevice" : "signInAccount";
}
