import { useEffect, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { safeRedirect } from "~/lib/safe-redirect";
import { useWebAuthnSupport } from "./use-webauthn";

// The ceremony's code (@simplewebauthn/browser) loads only in a browser that can hold passkeys.
const loadClient = () => import("./passkey-client");

/**
 * "Use a passkey" on /login and /login/two-factor. With
 * `autofill`, the page also asks the browser, as it opens, to offer the
 * site's passkeys among the email field's suggestions (that field carries
 * autocomplete="username webauthn"). A signed-in browser goes where the
 * page meant to go, as a full load so every part of the page sees the session.
 */
export function PasskeySignIn(props: { redirectTo: string | null; autofill: boolean; label?: string }) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = safeRedirect(props.redirectTo, "/dashboard");

  useEffect(() => {
    if (!props.autofill || !supported) return;
    let live = true;
    void loadClient().then(async ({ browserSupportsWebAuthnAutofill, signInWithPasskey }) => {
      const autofill = live && (await browserSupportsWebAuthnAutofill());
      if (!autofill || !live) return;
      const outcome = await signInWithPasskey({ autofill: true });
      if (!live) return;
      if (outcome.ok) window.location.assign(target);
      else if (outcome.error) setError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [props.autofill, supported, target]);

  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const { signInWithPasskey } = await loadClient();
    const outcome = await signInWithPasskey({ autofill: false });
    if (outcome.ok) {
      window.location.assign(target);
      return;
    }
    setBusy(false);
    if (outcome.error) setError(outcome.error);
  }

  return (
    <div className="space-y-3">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        size="lg"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? "Waiting for your passkey..." : (props.label ?? "Use a passkey")}
      </Button>
    </div>
  );
}
