import { useSyncExternalStore } from "react";
import { browserSupportsWebAuthn } from "./passkey-client";

const noSubscription = () => () => {};

/** Whether this browser can make and use passkeys: null (not known) while rendered on the server. */
export function useWebAuthnSupport(): boolean | null {
  return useSyncExternalStore<boolean | null>(noSubscription, browserSupportsWebAuthn, () => null);
}
