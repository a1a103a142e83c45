import { Form, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { socialErrorMessage, type ProviderButton } from "../providers";

export interface SignInMethodsView {
  hasPassword: boolean;
  /** Configured providers, each with the identity linked to this account if any. */
  providers: (ProviderButton & { identityId: string | null })[];
}

const OUTCOMES: Record<string, { text: string; destructive?: true }> = {
  removed: { text: "The sign-in was removed." },
  "last-method": { text: "That is your only way to sign in, so it cannot be removed.", destructive: true },
  "not-removed": { text: "That sign-in could not be removed. Please try again.", destructive: true },
  unavailable: { text: "That provider cannot be reached just now. Please try again.", destructive: true },
};

/** /account/security's list of ways to sign in: connect or remove each provider. */
export function LinkedIdentities({ view }: { view: SignInMethodsView }) {
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get("identities") ?? ""];
  const error = socialErrorMessage(params.get("error"));
  if (view.providers.length === 0) return null;
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle as="h2" className="font-display text-2xl">
          Ways to sign in
        </CardTitle>
        <CardDescription>
          Connect an account you already have with a provider to sign in without your password. Your last way to sign in
          cannot be removed.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {outcome ? <Alert variant={outcome.destructive ? "destructive" : "default"}>{outcome.text}</Alert> : null}
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <ul className="divide-y rounded-lg border">
          {view.hasPassword ? (
            <li className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
              <span className="font-medium">Password</span>
              <span className="text-muted-foreground">Set</span>
            </li>
          ) : null}
          {view.providers.map((provider) => (
            <li key={provider.id} className="flex flex-wrap items-center justify-between gap-4 px-4 py-3 text-sm">
              <span className="font-medium">
                {provider.name}
                <span className="ml-2 font-normal text-muted-foreground">
                  {provider.identityId ? "Connected" : "Not connected"}
                </span>
              </span>
              <Form method="post" action="/account/identities" reloadDocument>
                {provider.identityId ? (
                  <>
                    <input type="hidden" name="intent" value="unlink" />
                    <input type="hidden" name="identity" value={provider.identityId} />
                    <Button type="submit" variant="outline" size="sm">
                      {`Remove ${provider.name}`}
                    </Button>
                  </>
                ) : (
                  <>
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="provider" value={provider.id} />
                    <Button type="submit" size="sm">
                      {`Connect ${provider.name}`}
                    </Button>
                  </>
                )}
              </Form>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
