import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { commonPasswordProblem } from "~/features/auth/common-passwords.server";
import { WelcomePasskey } from "~/features/auth/passkeys/welcome-passkey";
import { PASSWORD_MIN, resetPasswordForm } from "~/features/auth/schemas";
import { resetPassword } from "~/features/auth/sign-in.server";
import { formFailure, parseForm } from "~/lib/security/form.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Choose a new password | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, resetPasswordForm);
  if (!form.ok) return formFailure(form.status, form.reply);
  const weak = commonPasswordProblem(form.data.password);
  if (weak) return formFailure(400, { fieldErrors: { password: weak } });
  const result = await resetPassword(context.services, form.data.token, form.data.password);
  if (!result.ok) {
    return formFailure(result.status, { error: "This reset link is invalid or has expired. Ask for a new one." });
  }
  const { config } = context.services;
  // The address is proven now (auth.server's hook); an admin is heading for the admin area.
  if (form.data.confirm === "1") return redirectWithNotice("/login?redirectTo=%2Fadmin", "email-confirmed", config);
  return redirectWithNotice("/login", form.data.welcome === "1" ? "password-set" : "password-updated", config);
}

/**
 * A new buyer's first password (the welcome email) reads as a welcome, and
 * an ADMIN_EMAILS sign-up's confirmation as a confirmation, not as a reset.
 */
const COPY = {
  reset: {
    title: "Choose a new password",
    subtitle: "Pick something you have not used here before",
    label: "New password",
    submit: "Save new password",
  },
  welcome: {
    title: "Choose your password",
    subtitle: "Your library is ready: pick a password to sign in",
    label: "Password",
    submit: "Save password",
  },
  confirm: {
    title: "Confirm your email",
    subtitle: "Choose the password for this account: the admin area opens once it is set",
    label: "Password",
    submit: "Confirm and save password",
  },
};

export default function ResetPassword() {
  const form = useFormValidation(resetPasswordForm, useActionData<typeof action>());
  const submitting = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const purpose = params.get("confirm") === "1" ? "confirm" : params.get("welcome") === "1" ? "welcome" : "reset";
  const copy = COPY[purpose];
  // The welcome email's "Sign in with a passkey" link: the passkey comes first.
  const passkeyFirst = params.get("passkey") === "1";
  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle}
      error={form.error ?? (token ? null : "This reset link is incomplete. Ask for a new one.")}
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      {purpose === "welcome" && passkeyFirst ? <WelcomePasskey token={token} first /> : null}
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <input type="hidden" name={resetPasswordForm.name("token")} value={token} />
        {purpose === "reset" ? null : <input type="hidden" name={resetPasswordForm.name(purpose)} value="1" />}
        <Field
          {...form.field("password")}
          label={copy.label}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <Button type="submit" className="w-full" size="lg" disabled={submitting || !token}>
          {submitting ? "Saving..." : copy.submit}
        </Button>
      </Form>
      {purpose === "welcome" && !passkeyFirst ? <WelcomePasskey token={token} first={false} /> : null}
    </AuthCard>
  );
}
