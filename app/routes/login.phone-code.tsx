import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { AuthCard, Field } from "~/features/auth/components/auth-card";
import { phoneSignInForm } from "~/features/auth/phone/phone-forms";
import { sendSignInCode, verifySignInCode } from "~/features/auth/phone/phone-sign-in.server";
import { getSessionUser } from "~/features/auth/session.server";
import { formFailure } from "~/lib/security/form.server";
import { readForm } from "~/lib/security/read-body.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import { localRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/login.phone-code";

export function meta() {
  return [{ title: "Sign-in code by text | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context)) throw localRedirect("/dashboard");
  return null;
}

export const headers = rateLimitHeaders;

const SENT = "If your account has a verified phone, a code is on its way to it.";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const reading = await readForm(request);
  if (!reading.ok) return data({ error: reading.error }, { status: reading.status });
  if (reading.fields.intent === "send") {
    const limited = await rateLimitResponse(
      services.db,
      "smsPerClient",
      clientIp,
      "Too many codes sent. Please wait before asking for another.",
    );
    if (limited) return limited;
    const sent = await sendSignInCode(services, request);
    if (!sent.ok) return formFailure(sent.status, { error: sent.message ?? "Could not send a code" });
    return data({ sent: SENT });
  }
  const limited = await rateLimitResponse(services.db, "twoFactor", clientIp);
  if (limited) return limited;
  const form = phoneSignInForm.check(reading.fields);
  if (!form.ok) return formFailure(400, form.reply);
  const { code, trustDevice, redirectTo } = form.data;
  const result = await verifySignInCode(services, request, { code, trustDevice: trustDevice === "on" });
  if (!result.ok) return formFailure(result.status, { error: result.message ?? "Failed to sign in" });
  return localRedirect(redirectTo, { fallback: "/dashboard", headers: result.headers });
}

export default function PhoneCodeSignIn() {
  const reply = useActionData<typeof action>();
  const form = useFormValidation(phoneSignInForm, reply && "sent" in reply ? undefined : reply);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "verify") === intent;
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="We text a six-digit code to your phone"
      error={form.error}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {reply && "sent" in reply ? <Alert>{reply.sent}</Alert> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="send" />
        <Button type="submit" variant="outline" className="w-full" disabled={busy("send")}>
          {busy("send") ? "Sending..." : "Text me a code"}
        </Button>
      </Form>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <input type="hidden" name={phoneSignInForm.name("redirectTo")} value={params.get("redirectTo") ?? ""} />
        <Field {...form.field("code")} label="Code from the text" autoComplete="one-time-code" />
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" name={phoneSignInForm.name("trustDevice")} className="size-4 accent-primary" />
          Trust this device for 30 days
        </label>
        <Button type="submit" className="w-full" size="lg" disabled={busy("verify")}>
          {busy("verify") ? "Verifying..." : "Verify"}
        </Button>
      </Form>
    </AuthCard>
  );
}
