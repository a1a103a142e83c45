import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

/**
 * The browser's half of the passkey ceremonies: ask the server for a
 * challenge, let the browser (and the member's device) answer it, send the
 * answer back. The server routes are app/routes/account.passkeys.ts and
 * login.passkey.ts; the challenge rides in a cookie between the two posts.
 */

export type CeremonyOutcome = { ok: true } | { ok: false; error: string | null };

export { browserSupportsWebAuthnAutofill };

async function post(url: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, data };
}

const serverError = (data: Record<string, unknown>, fallback: string) =>
  typeof data.error === "string" ? data.error : fallback;

/** A dismissed or timed-out prompt is the member's choice, not an error to show (error: null). */
function browserFailure(error: unknown, fallback: string): CeremonyOutcome {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return { ok: false, error: null };
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return { ok: false, error: "This device already holds a passkey for your account." };
  }
  return { ok: false, error: fallback };
}

/** Adds a passkey to the signed-in member's account, or (welcomeToken) to a new buyer's. */
export async function addPasskey(input: { name?: string; welcomeToken?: string }): Promise<CeremonyOutcome> {
  const started = await post("/account/passkeys", { intent: "options", welcomeToken: input.welcomeToken });
  if (!started.ok) return { ok: false, error: serverError(started.data, "Could not start adding a passkey.") };
  let response;
  try {
    response = await startRegistration({ optionsJSON: started.data as never });
  } catch (error) {
    return browserFailure(error, "Your browser could not create a passkey.");
  }
  const saved = await post("/account/passkeys", {
    intent: "register",
    response,
    name: input.name,
    welcomeToken: input.welcomeToken,
  });
  return saved.ok ? { ok: true } : { ok: false, error: serverError(saved.data, "The passkey could not be saved.") };
}

/**
 * Signs in with a passkey. With `autofill` the browser offers the site's
 * passkeys in the username field's suggestions (conditional UI) and the
 * promise waits until one is picked; otherwise it shows its own prompt.
 */
export async function signInWithPasskey(options: { autofill: boolean }): Promise<CeremonyOutcome> {
  const started = await post("/login/passkey", { intent: "options" });
  if (!started.ok) return { ok: false, error: serverError(started.data, "Could not start the passkey sign-in.") };
  let response;
  try {
    response = await startAuthentication({ optionsJSON: started.data as never, useBrowserAutofill: options.autofill });
  } catch (error) {
    // An autofill request that ends without a pick (another ceremony, a form post, no
    // authenticator) is no failure the member caused: the page stays as it was.
    if (options.autofill) return { ok: false, error: null };
    return browserFailure(error, "Your browser could not use a passkey.");
  }
  const verified = await post("/login/passkey", { intent: "verify", response });
  return verified.ok ? { ok: true } : { ok: false, error: serverError(verified.data, "That passkey did not work.") };
}
