import { useEffect, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { safeRedirect } from "~/lib/safe-redirect";
import { browserSupportsWebAuthnAutofill, signInWithPasskey } from "./passkey-client";
import { useWebAuthnSupport } from "./use-webauthn";

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
    if (!props.autofill) return;
    let live = true;
    void browserSupportsWebAuthnAutofill().then(async (autofill) => {
      if (!autofill || !live) return;
      const outcome = await signInWithPasskey({ autofill: true });
      if (!live) return;
      if (outcome.ok) window.location.assign(target);
      else if (outcome.error) setError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [props.autofill, target]);

  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
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
