import { useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { addPasskey } from "./passkey-client";
import { useWebAuthnSupport } from "./use-webauthn";
import { PASSKEY_NAME_MAX, type PasskeyRow } from "./passkey-view";

/** /account/security's passkeys: the list with "Remove", and adding one from this browser. */
export function PasskeysCard({ passkeys }: { passkeys: readonly PasskeyRow[] }) {
  const revalidator = useRevalidator();
  const supported = useWebAuthnSupport();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function add(form: HTMLFormElement) {
    setAdding(true);
    setMessage(null);
    const name = new FormData(form).get("passkeyName");
    const outcome = await addPasskey({ name: typeof name === "string" ? name : undefined });
    setAdding(false);
    if (outcome.ok) {
      form.reset();
      setMessage({ text: "Your passkey is added.", ok: true });
      await revalidator.revalidate();
    } else if (outcome.error) {
      setMessage({ text: outcome.error, ok: false });
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="font-display text-2xl">
          Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device
          (or in its password manager) and only works on this site. It also answers the two-factor step.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {message ? (
          <Alert variant={message.ok ? "default" : "destructive"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </Alert>
        ) : null}
        {passkeys.length > 0 ? (
          <ul aria-label="Your passkeys" className="divide-y rounded-lg border">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        )}
        {supported !== false ? (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void add(event.currentTarget);
            }}
          >
            <div className="space-y-2">
              <Label htmlFor="passkey-name">Passkey name (optional)</Label>
              <Input
                id="passkey-name"
                name="passkeyName"
                maxLength={PASSKEY_NAME_MAX}
                placeholder="Named after this browser if left empty"
                autoComplete="off"
              />
            </div>
            <Button type="submit" disabled={adding || !supported}>
              {adding ? "Waiting for your device..." : "Add a passkey"}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">This browser cannot create passkeys.</p>
        )}
      </CardContent>
    </Card>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const remove = useFetcher<{ error?: string }>();
  const removing = remove.state !== "idle";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div>
        <p className="font-medium">{passkey.name}</p>
        {passkey.added ? <p className="text-sm text-muted-foreground">Added {passkey.added}</p> : null}
        {remove.data?.error ? <p className="text-sm text-destructive">{remove.data.error}</p> : null}
      </div>
      <remove.Form method="post" action="/account/passkeys">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <Button type="submit" variant="outline" size="sm" disabled={removing} aria-label={`Remove ${passkey.name}`}>
          {removing ? "Removing..." : "Remove"}
        </Button>
      </remove.Form>
    </li>
  );
}
