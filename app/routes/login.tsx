import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { PasskeySignIn } from "~/features/auth/passkeys/passkey-sign-in";
import { loginForm } from "~/features/auth/schemas";
import { recognizeDevice, rememberDevice } from "~/features/auth/known-device.server";
import { accountLimitFor } from "~/features/auth/sign-in-limits";
import { signIn } from "~/features/auth/sign-in.server";
import { secondFactorPage } from "~/features/auth/phone/phone.server";
import { SocialSignIn } from "~/features/auth/social/components/social-sign-in";
import { providerButtons } from "~/features/auth/social/providers";
import { formFailure, parseForm } from "~/lib/security/form.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { clearRateLimit, rateLimitResponse } from "~/lib/security/rate-limit.server";
import { takeNotice } from "~/lib/flash-notice.server";
import { localRedirect, safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/login";

export function meta() {
  return [
    { title: "Sign in | Rerouted" },
    { name: "description", content: "Sign in to access your digital products." },
  ];
}

// The 429 of a rate-limited post carries its Retry-After.
export const headers = rateLimitHeaders;

/** The one-time notice of a password just set or updated (flash cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { notice, headers } = await takeNotice(request, context.services.config);
  return data({ notice, providers: providerButtons(context.services.config.signInProviders) }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "signIn", clientIp);
  if (limited) return limited;
  const form = await parseForm(request, loginForm);
  if (!form.ok) return formFailure(form.status, form.reply);
  const { email, password, redirectTo } = form.data;
  const device = await recognizeDevice(services, request, email);
  const accountLimit = accountLimitFor(device.known);
  const accountLimited = await rateLimitResponse(services.db, accountLimit, email);
  if (accountLimited) return accountLimited;
  const result = await signIn(services, request, { email, password });
  if (!result.ok) {
    const error = result.message ?? "Failed to sign in";
    return formFailure(result.status, { error, values: form.kept });
  }
  await clearRateLimit(services.db, accountLimit, email);
  // The password was right: this browser is no stranger to the account any more, second factor or not.
  if (device.userId) result.headers.append("Set-Cookie", rememberDevice(services, device.userId));
  if (result.twoFactorRequired) {
    const next = new URLSearchParams({ redirectTo: safeRedirect(redirectTo, "/dashboard") });
    return localRedirect(`${await secondFactorPage(services.db, email)}?${next}`, { headers: result.headers });
  }
  return localRedirect(redirectTo, { fallback: "/dashboard", headers: result.headers });
}

// zod (about 25 KB gzip) loads when someone starts on the form, not with the page: the action's own
// import of the same module stays on the server.
const loadLoginForm = () => import("~/features/auth/schemas").then((module) => module.loginForm);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { notice, providers } = loaderData;
  const reply = useActionData<typeof action>();
  const form = useFormValidation(loadLoginForm, reply);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const submitting = navigation.state === "submitting";
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to access your digital products"
      error={form.error}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {notice ? (
        <p className="rounded-lg bg-secondary px-4 py-3 text-sm" role="status">
          {notice.text}
        </p>
      ) : null}
      <SocialSignIn providers={providers} />
      <Form method="post" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} className="space-y-4">
        <input type="hidden" name={form.name("redirectTo")} value={params.get("redirectTo") ?? ""} />
        {/* "webauthn" lets the browser offer this site's passkeys among the field's suggestions. */}
        <Field {...form.field("email")} label="Email" type="email" autoComplete="username webauthn" />
        <Field {...form.field("password")} label="Password" type="password" autoComplete="current-password" />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      <PasskeySignIn redirectTo={params.get("redirectTo")} autofill />
    </AuthCard>
  );
}
