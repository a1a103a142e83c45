import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { firstIssue, forgotPasswordSchema } from "~/features/auth/schemas";
import { requestPasswordReset } from "~/features/auth/sign-in.server";
import { rateLimitResponse } from "~/features/security/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: "Reset your password | Rerouted" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "passwordReset", clientIp);
  if (limited) return limited;
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) as string | null, sent: false }, { status: 400 });
  await requestPasswordReset(services, parsed.data.email);
  // Same answer whether or not the account exists: no account discovery.
  return data({ error: null as string | null, sent: true });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a link to choose a new one"
      error={actionData?.error}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {actionData && "sent" in actionData && actionData.sent ? (
        <p role="status" className="rounded-lg bg-secondary px-4 py-3 text-sm">
          If an account exists for that email, a reset link is on its way. It works for one hour.
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <Field name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" className="w-full" size="lg" disabled={submitting}>
            {submitting ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
