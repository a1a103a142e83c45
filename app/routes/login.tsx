import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { firstIssue, loginSchema, safeRedirect } from "~/features/auth/schemas";
import { signIn } from "~/features/auth/sign-in.server";
import { rateLimitResponse } from "~/features/security/rate-limit.server";
import type { Route } from "./+types/login";

export function meta() {
  return [
    { title: "Sign in | Rerouted" },
    { name: "description", content: "Sign in to access your digital products." },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "signIn", clientIp);
  if (limited) return limited;
  const parsed = loginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  const { email, password, redirectTo } = parsed.data;
  const result = await signIn(services, request, { email, password });
  if (!result.ok) return data({ error: result.message ?? "Failed to sign in" }, { status: result.status });
  if (result.twoFactorRequired) {
    const next = new URLSearchParams({ redirectTo: safeRedirect(redirectTo) });
    return redirect(`/login/two-factor?${next}`, { headers: result.headers });
  }
  return redirect(safeRedirect(redirectTo), { headers: result.headers });
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const submitting = navigation.state === "submitting";
  const notice =
    params.get("reset") === "1"
      ? "Your password has been updated. Sign in with the new one."
      : params.get("welcome") === "1"
        ? "Your password is set. Sign in to open your library."
        : null;
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to access your digital products"
      error={actionData?.error}
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
          {notice}
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
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
    </AuthCard>
  );
}
