import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { createAccount, EmailTakenError } from "~/features/auth/accounts.server";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { firstIssue, PASSWORD_MIN, signupSchema } from "~/features/auth/schemas";
import { signIn } from "~/features/auth/sign-in.server";
import { rateLimitResponse } from "~/features/security/rate-limit.server";
import type { Route } from "./+types/signup";

export function meta() {
  return [
    { title: "Create your account | Rerouted" },
    { name: "description", content: "Create an account to reach your books and courses." },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "signUp", clientIp);
  if (limited) return limited;
  const parsed = signupSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  try {
    await createAccount({ db: services.db, ...parsed.data, adminEmails: services.config.adminEmails });
  } catch (error) {
    if (error instanceof EmailTakenError) return data({ error: error.message }, { status: 409 });
    services.log.error("sign-up failed", { error: (error as Error).message });
    return data({ error: "Failed to create account" }, { status: 500 });
  }
  const session = await signIn(services, request, { email: parsed.data.email, password: parsed.data.password });
  if (!session.ok) return redirect("/login");
  return redirect("/dashboard", { headers: session.headers });
}

export default function Signup() {
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Create your account"
      subtitle="One account for your audiobook, courses and workbooks"
      error={actionData?.error}
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstName" label="First name" autoComplete="given-name" />
          <Field name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field
          name="password"
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
