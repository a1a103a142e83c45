/** A passkey as the security page lists it. */
export interface PasskeyRow {
  id: string;
  name: string;
  /** The day it was added, or null for a row without one. */
  added: string | null;
}

/** Longest passkey name kept (the member types it; the list shows it). */
export const PASSKEY_NAME_MAX = 60;

/**
 * The name a new passkey gets: what the member typed, trimmed and cut to
 * PASSKEY_NAME_MAX, else the browser and system it was made on.
 */
export function passkeyName(typed: string | undefined, device: string): string {
  const name = (typed ?? "").trim().slice(0, PASSKEY_NAME_MAX);
  return name || device;
}
