import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { firstIssue, safeRedirect } from "~/features/auth/schemas";
import { getSessionUser } from "~/features/auth/session.server";
import { secondFactorSchema } from "~/features/auth/two-factor";
import { verifySecondFactor } from "~/features/auth/two-factor.server";
import { rateLimitResponse } from "~/features/security/rate-limit.server";
import type { Route } from "./+types/login.two-factor";

export function meta() {
  return [{ title: "Two-factor authentication | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context.services)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await rateLimitResponse(services.db, "twoFactor", clientIp);
  if (limited) return limited;
  const parsed = secondFactorSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  const { code, trustDevice, redirectTo } = parsed.data;
  const result = await verifySecondFactor(services, request, { code, trustDevice: trustDevice === "on" });
  if (!result.ok) return data({ error: result.message ?? "Failed to sign in" }, { status: result.status });
  return redirect(safeRedirect(redirectTo), { headers: result.headers });
}

export default function TwoFactorSignIn() {
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="Enter the six-digit code from your authenticator app"
      error={actionData?.error}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field
          name="code"
          label="Authentication code"
          autoComplete="one-time-code"
          hint="Lost your phone? Enter one of your backup codes instead; each works once."
        />
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" name="trustDevice" className="size-4 accent-primary" />
          Trust this device for 30 days
        </label>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Verifying..." : "Verify"}
        </Button>
      </Form>
    </AuthCard>
  );
}
