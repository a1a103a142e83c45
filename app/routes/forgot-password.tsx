import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { forgotPasswordForm } from "~/features/auth/schemas";
import { requestPasswordReset } from "~/features/auth/sign-in.server";
import { formFailure, parseForm } from "~/lib/security/form.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: "Reset your password | Rerouted" }];
}

// The 429 of a rate-limited post carries its Retry-After.
export const headers = rateLimitHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "passwordReset", clientIp);
  if (limited) return limited;
  const form = await parseForm(request, forgotPasswordForm);
  if (!form.ok) return formFailure(form.status, form.reply);
  await requestPasswordReset(services, form.data.email);
  // Same answer whether or not the account exists: no account discovery.
  return data({ sent: true });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const reply = actionData && "sent" in actionData ? undefined : actionData;
  const form = useFormValidation(forgotPasswordForm, reply);
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a link to choose a new one"
      error={form.error}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {actionData && "sent" in actionData ? (
        <p role="status" className="rounded-lg bg-secondary px-4 py-3 text-sm">
          If an account exists for that email, a reset link is on its way. It works for one hour.
        </p>
      ) : (
        <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
          <Field {...form.field("email")} label="Email" type="email" autoComplete="email" />
          <Button type="submit" className="w-full" size="lg" disabled={submitting}>
            {submitting ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
