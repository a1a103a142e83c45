import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

// The check @simplewebauthn/browser makes, without loading it: pages ask before they import it.
const browserSupportsWebAuthn = () => typeof window.PublicKeyCredential === "function";

/** Whether this browser can make and use passkeys: null (not known) while rendered on the server. */
export function useWebAuthnSupport(): boolean | null {
  return useSyncExternalStore<boolean | null>(noSubscription, browserSupportsWebAuthn, () => null);
}
