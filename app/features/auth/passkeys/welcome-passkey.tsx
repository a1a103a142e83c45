import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { addPasskey } from "./passkey-client";
import { useWebAuthnSupport } from "./use-webauthn";

/**
 * The welcome page's other way in: instead of choosing a password, the new
 * buyer makes a passkey with the emailed link's token, which spends the
 * link and signs them in straight to their library. The email's "Sign in
 * with a passkey" link (`passkey=1`) puts this first.
 */
export function WelcomePasskey({ token, first }: { token: string; first: boolean }) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (supported && first) button.current?.focus();
  }, [supported, first]);
  if (!supported || !token) return null;

  async function create() {
    setBusy(true);
    setError(null);
    const outcome = await addPasskey({ welcomeToken: token });
    if (outcome.ok) {
      window.location.assign("/dashboard");
      return;
    }
    setBusy(false);
    if (outcome.error) setError(outcome.error);
  }

  return (
    <div className={first ? "space-y-3 border-b pb-6" : "space-y-3 border-t pt-6"}>
      <p className="text-sm text-muted-foreground">
        {first ? "No password needed: " : "Or skip the password: "}
        use your fingerprint, face or screen lock. Your device keeps a passkey for this site.
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <Button
        ref={button}
        type="button"
        variant={first ? "default" : "outline"}
        className="w-full"
        size="lg"
        disabled={busy}
        onClick={() => void create()}
      >
        {busy ? "Waiting for your device..." : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
