import { Form, Link, useActionData, useNavigation } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { createAccount, EmailTakenError } from "~/features/auth/accounts.server";
import { commonPasswordProblem } from "~/features/auth/common-passwords.server";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { PASSWORD_MIN, signupForm } from "~/features/auth/schemas";
import { requestPasswordReset, signIn } from "~/features/auth/sign-in.server";
import { signUpFollowUp } from "~/features/auth/sign-up";
import { formFailure, parseForm } from "~/lib/security/form.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import { localRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/signup";

export function meta() {
  return [
    { title: "Create your account | Rerouted" },
    { name: "description", content: "Create an account to reach your books and courses." },
  ];
}

// The 429 of a rate-limited post carries its Retry-After.
export const headers = rateLimitHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "signUp", clientIp);
  if (limited) return limited;
  const form = await parseForm(request, signupForm);
  if (!form.ok) return formFailure(form.status, form.reply);
  const weak = commonPasswordProblem(form.data.password);
  if (weak) return formFailure(400, { fieldErrors: { password: weak }, values: form.kept });
  const { adminEmails } = services.config;
  let created = true;
  try {
    await createAccount({ db: services.db, ...form.data, adminEmails });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) {
      services.log.error("sign-up failed", { error: (error as Error).message });
      return formFailure(500, { error: "Failed to create account", values: form.kept });
    }
    created = false;
  }
  const next = signUpFollowUp({ created, adminAddress: adminEmails.includes(form.data.email) });
  if (next.email) await requestPasswordReset(services, form.data.email, next.email);
  if (!next.signIn) return localRedirect("/dashboard");
  const session = await signIn(services, request, { email: form.data.email, password: form.data.password });
  if (!session.ok) return localRedirect("/login");
  return localRedirect("/dashboard", { headers: session.headers });
}

export default function Signup() {
  const form = useFormValidation(signupForm, useActionData<typeof action>());
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Create your account"
      subtitle="One account for your audiobook, courses and workbooks"
      error={form.error}
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...form.field("firstName")} label="First name" autoComplete="given-name" />
          <Field {...form.field("lastName")} label="Last name" autoComplete="family-name" />
        </div>
        <Field {...form.field("email")} label="Email" type="email" autoComplete="email" />
        <Field
          {...form.field("password")}
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
    </AuthCard>
  );
}
