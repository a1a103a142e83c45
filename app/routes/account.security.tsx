import { Download, ShieldCheck } from "~/components/ui/icons";
import { data, Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/features/auth/components/auth-card";
import { DevicesCard } from "~/features/auth/devices/devices-card";
import { currentSessionId, listDevices } from "~/features/auth/devices/devices.server";
import { PasskeysCard } from "~/features/auth/passkeys/passkeys-card";
import { listPasskeys } from "~/features/auth/passkeys/passkeys.server";
import { requireUser } from "~/features/auth/session.server";
import { BillingPanel } from "~/features/library/components/billing-panel";
import { billingAccessOfUser } from "~/features/stripe/billing-portal.server";
import { billingViewOf } from "~/features/stripe/billing-rules";
import { manualEntryKey, passwordConfirmationForm, setupCodeForm } from "~/features/auth/two-factor";
import {
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
} from "~/features/auth/two-factor.server";
import { phoneCardView } from "~/features/auth/phone/phone.server";
import { PhoneCard } from "~/features/auth/phone/components/phone-card";
import { LinkedIdentities } from "~/features/auth/social/components/linked-identities";
import { signInMethodsView } from "~/features/auth/social/social-auth.server";
import { ConnectedApps } from "~/features/oauth-provider";
import { listConsents } from "~/features/oauth-provider/index.server";
import { refuseErasure } from "~/features/admin/account-changes.server";
import { accountDeletionForm } from "~/features/data-rights";
import { deleteOwnAccount } from "~/features/data-rights/index.server";
import { localRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/security/read-body.server";
import { redirectWithNotice, takeNotice } from "~/lib/flash-notice.server";
import type { FormReply } from "~/lib/forms";
import type { Route } from "./+types/account.security";

export function meta() {
  return [{ title: "Your account | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { notice, headers } = await takeNotice(request, context.services.config);
  return data(
    {
      email: user.email,
      isAdmin: user.isAdmin,
      twoFactorEnabled: user.twoFactorEnabled,
      notice,
      billing: billingViewOf(await billingAccessOfUser(context.services.db, user.id)),
      signInMethods: await signInMethodsView(context.services, request),
      phone: await phoneCardView(context.services, user),
      connectedApps: await listConsents(context.services.db, user.id),
      passkeys: await listPasskeys(context.services.db, user.id),
      devices: await listDevices(context.services.db, user.id, await currentSessionId(context.services, request)),
    },
    { headers },
  );
}

/**
 * A failed step answers a FormReply; starting the setup answers what to scan
 * and keep. `deletion` marks the delete form's reply, shown under that form.
 */
type ActionResult = FormReply & { setup?: TwoFactorSetup; deletion?: true };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await requireUser(request, context);
  const fail = (error: string, status = 400) => data<ActionResult>({ error }, { status });
  const invalid = (reply: FormReply, status = 400) => data<ActionResult>(reply, { status });
  const reading = await readForm(request);
  if (!reading.ok) return fail(reading.error, reading.status);
  const form = reading.fields;

  switch (form.intent) {
    case "start": {
      if (user.twoFactorEnabled) return fail("Two-factor authentication is already on.", 409);
      const checked = passwordConfirmationForm.check(form);
      if (!checked.ok) return invalid(checked.reply);
      const result = await startTwoFactorSetup(services, request, checked.data.password);
      if (!result.ok) return invalid(passwordRefused(result, "Could not start the setup"), result.status);
      const { totpUri, qrSvg, backupCodes } = result;
      return data<ActionResult>({ setup: { totpUri, qrSvg, backupCodes } });
    }
    case "confirm": {
      if (user.twoFactorEnabled) return fail("Two-factor authentication is already on.", 409);
      const checked = setupCodeForm.check(form);
      if (!checked.ok) return invalid(checked.reply);
      const result = await confirmTwoFactorSetup(services, request, checked.data.code);
      // A wrong code from a signed-in owner is a bad request, whatever status Better Auth gives it.
      if (!result.ok) return invalid({ fieldErrors: { code: result.message ?? "Could not verify the code" } });
      return redirectWithNotice("/account/security", "two-factor-on", services.config, { headers: result.headers });
    }
    case "disable": {
      if (!user.twoFactorEnabled) return fail("Two-factor authentication is already off.", 409);
      const checked = passwordConfirmationForm.check(form);
      if (!checked.ok) return invalid(checked.reply);
      const result = await turnOffTwoFactor(services, request, checked.data.password);
      if (!result.ok) return invalid(passwordRefused(result, "Could not turn two-factor off"), result.status);
      return redirectWithNotice("/account/security", "two-factor-off", services.config, { headers: result.headers });
    }
    case "delete-account": {
      const refuse = (reply: FormReply, status: number) => data<ActionResult>({ ...reply, deletion: true }, { status });
      const checked = accountDeletionForm.check(form);
      if (!checked.ok) return refuse(checked.reply, 400);
      const result = await deleteOwnAccount(services, request, user, checked.data.deletePassword, (tx, userId) =>
        refuseErasure(tx, userId, null),
      );
      if (!result.ok) return refuse(result.reply, result.status);
      return localRedirect("/account/deleted", { headers: result.headers });
    }
    default:
      return fail("Unknown action");
  }
}

/** A refused password is the password field's fault; anything else (a rate limit) is the form's. */
function passwordRefused(result: { status: number; message?: string | null }, fallback: string): FormReply {
  const message = result.message ?? fallback;
  return result.status === 429 ? { error: message } : { fieldErrors: { password: message } };
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  const { email, isAdmin, twoFactorEnabled, notice, billing, signInMethods, phone, connectedApps, passkeys, devices } =
    loaderData;
  const actionData = useActionData<typeof action>();
  const setup = !twoFactorEnabled ? actionData?.setup : undefined;
  const twoFactorError = actionData?.deletion ? undefined : actionData?.error;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Your account</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {email}</p>
      {notice ? <Alert className="mt-6">{notice.text}</Alert> : null}
      <Card className="mt-8">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h2" className="font-display text-2xl">
              Two-factor authentication
            </CardTitle>
            <Badge variant={twoFactorEnabled ? "success" : "secondary"}>{twoFactorEnabled ? "On" : "Off"}</Badge>
          </div>
          <CardDescription>
            A second step at sign-in: after your password, a six-digit code from an authenticator app on your phone
            (Google Authenticator, Microsoft Authenticator, 1Password and the like). Someone who learns your password
            still cannot get in.
            {isAdmin ? " Your account runs the shop, its customers and their data: please keep this on." : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {twoFactorError ? <Alert variant="destructive">{twoFactorError}</Alert> : null}
          {twoFactorEnabled ? <TurnOffForm /> : setup ? <SetupSteps setup={setup} /> : <StartForm />}
        </CardContent>
      </Card>
      <PhoneCard view={phone} />
      <LinkedIdentities view={signInMethods} />
      <PasskeysCard passkeys={passkeys} />
      <DevicesCard devices={devices} />
      <BillingPanel billing={billing} className="mt-6" />
      <ConnectedApps apps={connectedApps} className="mt-6" />
      <YourData />
      <p className="mt-6 text-sm">
        <Link
          to={isAdmin ? "/admin" : "/dashboard"}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {isAdmin ? "Back to the admin dashboard" : "Back to My Library"}
        </Link>
      </p>
    </section>
  );
}

/** The member's data rights: a copy of everything the site holds about them, and deleting the account. */
function YourData() {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const form = useFormValidation(accountDeletionForm, actionData?.deletion ? actionData : undefined);
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle as="h2" className="font-display text-2xl">
          Your data
        </CardTitle>
        <CardDescription>
          Everything this site holds about you (your profile, orders, library, listening progress, bookmarks, the forms
          you filled in and the consents you gave) as one JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <Button asChild variant="outline">
          {/* A file download, not a page: the browser saves it (Content-Disposition: attachment). */}
          <a href="/account/data" download>
            <Download aria-hidden /> Download your data
          </a>
        </Button>
        <div className="space-y-4 border-t pt-6">
          <h3 className="text-lg font-semibold">Delete your account</h3>
          <p className="text-sm text-muted-foreground">
            Your account, library, progress, bookmarks and everything you sent through the site&apos;s forms are erased
            for good, and you are signed out on every device. The records of your orders are kept, as the law requires
            for bookkeeping. This cannot be undone: download your data first if you want a copy.
          </p>
          {form.error ? <Alert variant="destructive">{form.error}</Alert> : null}
          <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
            <input type="hidden" name="intent" value="delete-account" />
            <Field
              {...form.field("deletePassword")}
              label="Your password"
              type="password"
              autoComplete="current-password"
              hint="Enter it to confirm that you want your account deleted."
            />
            <Button type="submit" variant="destructive" disabled={deleting}>
              {deleting ? "Deleting..." : "Delete my account permanently"}
            </Button>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}

function PasswordForm(props: { intent: string; label: string; pendingLabel: string; destructive?: boolean }) {
  const navigation = useNavigation();
  const form = useFormValidation(passwordConfirmationForm, useActionData<typeof action>());
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      <Field
        {...form.field("password")}
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Confirm it is you before changing how you sign in."
      />
      <Button type="submit" variant={props.destructive ? "outline" : "default"} disabled={submitting}>
        {submitting ? props.pendingLabel : props.label}
      </Button>
    </Form>
  );
}

function StartForm() {
  return <PasswordForm intent="start" label="Set up two-factor authentication" pendingLabel="Preparing..." />;
}

function TurnOffForm() {
  return (
    <>
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheck aria-hidden className="size-5 text-success" /> Signing in needs a code from your app.
      </p>
      <PasswordForm
        intent="disable"
        label="Turn off two-factor authentication"
        pendingLabel="Turning off..."
        destructive
      />
    </>
  );
}

/**
 * Scan, save the backup codes, prove it with a first code. The confirmation
 * goes through a fetcher so a mistyped code keeps the QR code and the backup
 * codes on screen (they are shown only this once).
 */
function SetupSteps({ setup }: { setup: TwoFactorSetup }) {
  const confirm = useFetcher<typeof action>();
  const form = useFormValidation(setupCodeForm, confirm.data);
  const key = manualEntryKey(setup.totpUri);
  return (
    <ol className="space-y-8">
      <li className="space-y-3">
        <h3 className="font-semibold">1. Scan this QR code with your authenticator app</h3>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="size-48 rounded-lg bg-white p-2 [&>svg]:size-full"
          // An SVG the server drew from the otpauth link; it contains no script.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        {key ? (
          <div className="text-sm text-muted-foreground">
            <p>Can&apos;t scan it? Enter this key in the app instead:</p>
            <code className="mt-2 block w-fit max-w-full rounded bg-muted px-3 py-2 font-mono text-foreground select-all">
              {key}
            </code>
          </div>
        ) : null}
      </li>
      <li className="space-y-3">
        <h3 className="font-semibold">2. Save your backup codes</h3>
        <p className="text-sm text-muted-foreground">
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.
        </p>
        <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm">
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </li>
      <li className="space-y-3">
        <h3 className="font-semibold">3. Enter the code your app shows</h3>
        {form.error ? <Alert variant="destructive">{form.error}</Alert> : null}
        <confirm.Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
          <input type="hidden" name="intent" value="confirm" />
          <Field {...form.field("code")} label="Six-digit code" autoComplete="one-time-code" />
          <Button type="submit" disabled={confirm.state !== "idle"}>
            {confirm.state !== "idle" ? "Verifying..." : "Verify and turn on"}
          </Button>
        </confirm.Form>
      </li>
    </ol>
  );
}
