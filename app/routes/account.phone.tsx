import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/features/auth/components/auth-card";
import { phoneCodeForm, phoneNumberForm } from "~/features/auth/phone/phone-forms";
import {
  confirmPhone,
  hasPassword,
  phoneOf,
  removePhone,
  smsLimited,
  startPhoneVerification,
  turnOnPhoneCodes,
} from "~/features/auth/phone/phone.server";
import { maskPhone, PHONE_CODE } from "~/features/auth/phone/sms";
import { requireUser } from "~/features/auth/session.server";
import type { FormReply } from "~/lib/forms";
import { localRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/security/read-body.server";
import { rateLimitHeaders } from "~/lib/security/rate-limit-headers";
import { rateLimitResponse, tooManyAttempts } from "~/lib/security/rate-limit.server";
import type { Services } from "~/services.server";
import type { Route } from "./+types/account.phone";

export function meta() {
  return [{ title: "Sign-in codes by text | Rerouted" }, { name: "robots", content: "noindex" }];
}

export const headers = rateLimitHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = context.services;
  const phone = await phoneOf(db, user.id);
  return {
    configured: config.sms !== undefined,
    needsPassword: await hasPassword(db, user.id),
    phone: phone
      ? { masked: maskPhone(phone.phone), verified: phone.verified, on: phone.verified && user.twoFactorEnabled }
      : null,
  };
}

/** The password re-entered before sign-in changes, for accounts that have one; limited like the sign-in form. */
async function passwordRefusal(services: Services, request: Request, userId: string, password: string | undefined) {
  if (!(await hasPassword(services.db, userId))) return null;
  const limited = await rateLimitResponse(services.db, "confirmPassword", userId);
  if (limited) return limited;
  try {
    await services.auth.api.verifyPassword({ body: { password: password ?? "" }, headers: request.headers });
    return null;
  } catch {
    return data<FormReply>({ fieldErrors: { password: "That password is not right" } }, { status: 400 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const user = await requireUser(request, context);
  const reading = await readForm(request);
  if (!reading.ok) return data<FormReply>({ error: reading.error }, { status: reading.status });
  const fields = reading.fields;
  const current = await phoneOf(services.db, user.id);
  switch (fields.intent) {
    case "send": {
      if (!services.config.sms)
        return data<FormReply>({ error: "Text messages are not set up on this site." }, { status: 503 });
      if (current?.verified)
        return data<FormReply>({ error: "Remove your phone before adding another." }, { status: 409 });
      const checked = phoneNumberForm.check(fields);
      if (!checked.ok) return data<FormReply>(checked.reply, { status: 400 });
      const refused = await passwordRefusal(services, request, user.id, checked.data.password);
      if (refused) return refused;
      const wait = await smsLimited(services.db, checked.data.phone, clientIp);
      if (wait !== null) return tooManyAttempts(wait, "Too many codes sent. Please wait before asking for another.");
      await startPhoneVerification(services.db, user.id, checked.data.phone);
      return localRedirect("/account/phone");
    }
    case "confirm": {
      if (!current || current.verified)
        return data<FormReply>({ error: "There is no number waiting for its code." }, { status: 409 });
      const checked = phoneCodeForm.check(fields);
      if (!checked.ok) return data<FormReply>(checked.reply, { status: 400 });
      const verdict = await confirmPhone(services.db, user.id, checked.data.code);
      if (verdict === "wrong")
        return data<FormReply>({ fieldErrors: { code: "That code is not right" } }, { status: 400 });
      if (verdict === "expired") {
        return data<FormReply>({ error: "That code has expired. Send a new one." }, { status: 400 });
      }
      return localRedirect("/account/security");
    }
    case "turn-on": {
      if (!current?.verified) return data<FormReply>({ error: "Add and verify your phone first." }, { status: 409 });
      const refused = await passwordRefusal(services, request, user.id, fields.password);
      if (refused) return refused;
      await turnOnPhoneCodes(services.db, user.id);
      return localRedirect("/account/security");
    }
    case "remove": {
      if (!current) return data<FormReply>({ error: "There is no phone to remove." }, { status: 409 });
      const refused = await passwordRefusal(services, request, user.id, fields.password);
      if (refused) return refused;
      await removePhone(services.db, user.id);
      return localRedirect("/account/phone");
    }
    default:
      return data<FormReply>({ error: "Unknown action" }, { status: 400 });
  }
}

const TURN_ON: Step = { intent: "turn-on", label: "Turn on codes by text", pending: "Turning on..." };
const REMOVE: Step = { intent: "remove", label: "Remove this phone", pending: "Removing..." };

export default function AccountPhone({ loaderData }: Route.ComponentProps) {
  const { configured, needsPassword, phone } = loaderData;
  const reply = useActionData<typeof action>();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Sign-in codes by text</h1>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h2" className="font-display text-2xl">
            {phone?.verified ? `Your phone: ${phone.masked}` : "Add your phone"}
          </CardTitle>
          <CardDescription>
            After your password, we text a six-digit code to this phone; someone who learns your password still cannot
            get in. We use the number for sign-in codes only.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {reply?.error ? <Alert variant="destructive">{reply.error}</Alert> : null}
          {!configured && !phone ? (
            <Alert>Text messages are not set up on this site.</Alert>
          ) : phone?.on ? (
            <PasswordSteps steps={[REMOVE]} needsPassword={needsPassword} />
          ) : phone?.verified ? (
            <>
              <p className="text-sm">Your phone is verified, but two-factor authentication is off.</p>
              <PasswordSteps steps={[TURN_ON, REMOVE]} needsPassword={needsPassword} />
            </>
          ) : phone ? (
            <>
              <CodeForm masked={phone.masked} />
              <div className="space-y-4 border-t pt-6">
                <p className="text-sm text-muted-foreground">No text, or a different number? Send a new code.</p>
                <NumberForm needsPassword={needsPassword} again />
              </div>
            </>
          ) : (
            <NumberForm needsPassword={needsPassword} />
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-sm">
        <Link to="/account/security" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to your account
        </Link>
      </p>
    </section>
  );
}

/** Whether the form with this intent is the one being posted. */
function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function NumberForm({ needsPassword, again }: { needsPassword: boolean; again?: boolean }) {
  const form = useFormValidation(phoneNumberForm, useActionData<typeof action>());
  const submitting = useSubmitting("send");
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="send" />
      <Field
        {...form.field("phone")}
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        hint="With its country code, like +44 7700 900123."
      />
      {needsPassword ? (
        <Field {...form.field("password")} label="Current password" type="password" autoComplete="current-password" />
      ) : null}
      <Button type="submit" variant={again ? "outline" : "default"} disabled={submitting}>
        {submitting ? "Sending..." : again ? "Send a new code" : "Text me a code"}
      </Button>
    </Form>
  );
}

function CodeForm({ masked }: { masked: string }) {
  const form = useFormValidation(phoneCodeForm, useActionData<typeof action>());
  const submitting = useSubmitting("confirm");
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
      <p className="text-sm">
        We texted a code to {masked}. It works for {PHONE_CODE.minutes} minutes.
      </p>
      <input type="hidden" name="intent" value="confirm" />
      <Field {...form.field("code")} label="Code from the text" autoComplete="one-time-code" />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Verifying..." : "Verify and turn on"}
      </Button>
    </Form>
  );
}

interface Step {
  intent: "turn-on" | "remove";
  label: string;
  pending: string;
}

/** One password field for the steps that need it, each step its own button. */
function PasswordSteps({ steps, needsPassword }: { steps: Step[]; needsPassword: boolean }) {
  const form = useFormValidation(phoneNumberForm, useActionData<typeof action>());
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" className="space-y-4">
      {needsPassword ? (
        <Field {...form.field("password")} label="Current password" type="password" autoComplete="current-password" />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {steps.map((step) => (
          <Button
            key={step.intent}
            type="submit"
            name="intent"
            value={step.intent}
            variant={step.intent === "remove" ? "outline" : "default"}
            disabled={posting != null}
          >
            {posting === step.intent ? step.pending : step.label}
          </Button>
        ))}
      </div>
    </Form>
  );
}
