import { useFetcher } from "react-router";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { FormReply } from "~/lib/forms";
import { Field } from "../components/auth-card";
import type { DeviceRow } from "./device-label";
import { changePasswordForm } from "./schemas";

/**
 * /account/security's signed-in devices, each with "Sign out", and
 * "Sign out everywhere else"; then the password change, which offers the
 * same. Every form posts to /account/sessions, which answers with the page
 * and a notice, or with what to fix.
 */
export function DevicesCard({ devices }: { devices: readonly DeviceRow[] }) {
  const others = devices.filter((device) => !device.current).length;
  const everywhere = useFetcher<FormReply>();
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="font-display text-2xl">
          Signed-in devices
        </CardTitle>
        <CardDescription>
          The browsers signed in to your account. The place is the network they last signed in from (the first part of
          its address), not a location. Sign out any you do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <ul aria-label="Signed-in devices" className="divide-y rounded-lg border">
          {devices.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
        </ul>
        {others > 0 ? (
          <everywhere.Form method="post" action="/account/sessions" className="space-y-2">
            <input type="hidden" name="intent" value="sign-out-others" />
            {everywhere.data?.error ? <Alert variant="destructive">{everywhere.data.error}</Alert> : null}
            <Button type="submit" variant="outline" disabled={everywhere.state !== "idle"}>
              {everywhere.state !== "idle" ? "Signing out..." : "Sign out everywhere else"}
            </Button>
          </everywhere.Form>
        ) : null}
        <ChangePassword />
      </CardContent>
    </Card>
  );
}

function DeviceItem({ device }: { device: DeviceRow }) {
  const signOut = useFetcher<FormReply>();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device.browser}
          {device.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {device.place} · Last seen {device.lastSeen}
        </p>
        {signOut.data?.error ? <p className="text-sm text-destructive">{signOut.data.error}</p> : null}
      </div>
      {device.current ? null : (
        <signOut.Form method="post" action="/account/sessions">
          <input type="hidden" name="intent" value="sign-out-device" />
          <input type="hidden" name="sessionId" value={device.id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={signOut.state !== "idle"}
            aria-label={`Sign out ${device.browser}, ${device.place}`}
          >
            {signOut.state !== "idle" ? "Signing out..." : "Sign out"}
          </Button>
        </signOut.Form>
      )}
    </li>
  );
}

function ChangePassword() {
  const change = useFetcher<FormReply>();
  const form = useFormValidation(changePasswordForm, change.data);
  const busy = change.state !== "idle";
  return (
    <div className="space-y-4 border-t pt-6">
      <h3 className="text-lg font-semibold">Change your password</h3>
      {form.error ? <Alert variant="destructive">{form.error}</Alert> : null}
      <change.Form method="post" action="/account/sessions" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field
          {...form.field("currentPassword")}
          label="Old password"
          type="password"
          autoComplete="current-password"
        />
        <Field {...form.field("newPassword")} label="New password" type="password" autoComplete="new-password" />
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" name="signOutOthers" defaultChecked className="size-4 accent-primary" />
          Sign out everywhere else
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? "Changing..." : "Change password"}
        </Button>
      </change.Form>
    </div>
  );
}
