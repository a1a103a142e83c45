import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { firstIssue, PASSWORD_MIN, resetPasswordSchema } from "~/features/auth/schemas";
import { resetPassword } from "~/features/auth/sign-in.server";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Choose a new password | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  const result = await resetPassword(context.services, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    return data({ error: "This reset link is invalid or has expired. Ask for a new one." }, { status: result.status });
  }
  return redirect(parsed.data.welcome === "1" ? "/login?welcome=1" : "/login?reset=1");
}

/** A new buyer's first password (the welcome email) reads as a welcome, not as a reset. */
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
};

export default function ResetPassword() {
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const welcome = params.get("welcome") === "1";
  const copy = COPY[welcome ? "welcome" : "reset"];
  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle}
      error={actionData?.error ?? (token ? null : "This reset link is incomplete. Ask for a new one.")}
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        {welcome ? <input type="hidden" name="welcome" value="1" /> : null}
        <Field
          name="password"
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
    </AuthCard>
  );
}
