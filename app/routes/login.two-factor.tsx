import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { PasskeySignIn } from "~/features/auth/passkeys/passkey-sign-in";
import { getSessionUser } from "~/features/auth/session.server";
import { secondFactorForm } from "~/features/auth/two-factor";
import { verifySecondFactor } from "~/features/auth/two-factor.server";
import { formFailure, parseForm } from "~/lib/security/form.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { rateLimitResponse, tooManyAttempts } from "~/lib/security/rate-limit.server";
import { localRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/login.two-factor";

export function meta() {
  return [{ title: "Two-factor authentication | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context)) throw localRedirect("/dashboard");
  return null;
}

// The 429 of a rate-limited post carries its Retry-After.
export const headers = rateLimitHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "twoFactor", clientIp);
  if (limited) return limited;
  const form = await parseForm(request, secondFactorForm);
  if (!form.ok) return formFailure(form.status, form.reply);
  const { code, trustDevice, redirectTo } = form.data;
  const result = await verifySecondFactor(services, request, { code, trustDevice: trustDevice === "on" });
  if (!result.ok && result.retryAfterSeconds)
    return tooManyAttempts(result.retryAfterSeconds, result.message ?? undefined);
  if (!result.ok) return formFailure(result.status, { error: result.message ?? "Failed to sign in" });
  return localRedirect(redirectTo, { fallback: "/dashboard", headers: result.headers });
}

export default function TwoFactorSignIn() {
  const form = useFormValidation(secondFactorForm, useActionData<typeof action>());
  const submitting = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="Enter the six-digit code from your authenticator app"
      error={form.error}
      footer={
        <>
          <Link
            to={`/login/phone-code?${params}`}
            className="mb-3 block font-medium text-primary underline-offset-4 hover:underline"
          >
            Text a code to my phone instead
          </Link>
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <input type="hidden" name={secondFactorForm.name("redirectTo")} value={params.get("redirectTo") ?? ""} />
        <Field
          {...form.field("code")}
          label="Authentication code"
          autoComplete="one-time-code"
          hint="Lost your phone? Enter one of your backup codes instead; each works once."
        />
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" name={secondFactorForm.name("trustDevice")} className="size-4 accent-primary" />
          Trust this device for 30 days
        </label>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Verifying..." : "Verify"}
        </Button>
      </Form>
      <PasskeySignIn redirectTo={params.get("redirectTo")} autofill={false} label="Use a passkey instead" />
    </AuthCard>
  );
}
