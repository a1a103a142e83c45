import { Form, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { socialErrorMessage, type ProviderButton } from "../providers";

/**
 * "Continue with …" buttons for the configured providers, and the reason
 * a provider sign-in came back refused (Better Auth's `error` parameter).
 * Nothing at all when no provider is configured.
 */
export function SocialSignIn({ providers }: { providers: ProviderButton[] }) {
  const [params] = useSearchParams();
  const error = socialErrorMessage(params.get("error"));
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {providers.map((provider) => (
        <Form key={provider.id} method="post" action={`/auth/social/${provider.id}`} reloadDocument>
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
          <Button type="submit" variant="outline" size="lg" className="w-full">
            {`Continue with ${provider.name}`}
          </Button>
        </Form>
      ))}
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        or
      </p>
    </div>
  );
}
