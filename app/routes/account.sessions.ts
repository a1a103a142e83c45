import { commonPasswordProblem } from "~/features/auth/common-passwords.server";
import {
  changePassword,
  currentSessionId,
  signOutDevice,
  signOutOtherDevices,
} from "~/features/auth/devices/devices.server";
import { changePasswordForm, signOutDeviceForm } from "~/features/auth/devices/schemas";
import { requireUser } from "~/features/auth/session.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import { formFailure } from "~/lib/security/form.server";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/account.sessions";

/**
 * POST /account/sessions: the signed-in devices card of /account/security.
 * `intent` is one of sign-out-device (one other session of the member's),
 * sign-out-others (every session but this one) or change-password (which
 * offers the same). Each success returns to /account/security with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await requireUser(request, context);
  const reading = await readForm(request);
  if (!reading.ok) return formFailure(reading.status, { error: reading.error });
  const fields = reading.fields;
  const back = (message: string, init?: { headers?: Headers }) =>
    redirectWithNotice("/account/security", { message, ok: true }, services.config, init);
  const current = await currentSessionId(services, request);
  if (!current) return formFailure(401, { error: "Your session has ended. Please sign in again." });

  switch (fields.intent) {
    case "sign-out-device": {
      const checked = signOutDeviceForm.check(fields);
      if (!checked.ok) return formFailure(400, checked.reply);
      if (checked.data.sessionId === current) {
        return formFailure(400, { error: "This is the device you are using: sign out from the menu instead." });
      }
      // Another member's session, or one already gone, is simply not found: nothing is written.
      const ended = await signOutDevice(services.db, user.id, checked.data.sessionId, current);
      if (!ended) return formFailure(404, { error: "That device is no longer signed in." });
      return back("That device is signed out.");
    }
    case "sign-out-others": {
      const ended = await signOutOtherDevices(services.db, user.id, current);
      return back(ended === 0 ? "No other device was signed in." : "Every other device is signed out.");
    }
    case "change-password": {
      const limited = await rateLimitResponse(services.db, "confirmPassword", user.id);
      if (limited) return limited;
      const checked = changePasswordForm.check(fields);
      if (!checked.ok) return formFailure(400, checked.reply);
      const { currentPassword, newPassword, signOutOthers } = checked.data;
      const weak = commonPasswordProblem(newPassword);
      if (weak) return formFailure(400, { fieldErrors: { newPassword: weak } });
      const result = await changePassword(services, request, {
        currentPassword,
        newPassword,
        signOutOthers: signOutOthers === "on",
      });
      if (!result.ok) {
        const message = result.message ?? "Could not change your password";
        return formFailure(
          result.status,
          result.status === 429 ? { error: message } : { fieldErrors: { currentPassword: message } },
        );
      }
      return back(
        signOutOthers === "on"
          ? "Your password is changed and every other device is signed out."
          : "Your password is changed.",
        { headers: result.headers },
      );
    }
    default:
      return formFailure(400, { error: "Unknown action" });
  }
}
