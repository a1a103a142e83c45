import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { PASSKEY_NAME_MAX } from "./passkey-view";

/** A WebAuthn answer is a few kilobytes of base64url; this is generous. */
export const PASSKEY_BODY_MAX_BYTES = 32 * 1024;

/** The browser's answer as @simplewebauthn/browser hands it over; the server checks its contents. */
const ceremonyAnswer = z.record(z.string(), z.unknown()).refine((value) => typeof value.id === "string", {
  message: "Missing the credential",
});

const welcomeToken = z.string().min(1).max(200).optional();

/** POST /account/passkeys as JSON: begin adding a passkey, then send what the browser made. */
export const registrationBody = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options"), welcomeToken }),
  z.object({
    intent: z.literal("register"),
    response: ceremonyAnswer,
    name: z
      .string()
      .max(PASSKEY_NAME_MAX * 4)
      .optional(),
    welcomeToken,
  }),
]);

/** POST /login/passkey as JSON: begin a passkey sign-in, then send the browser's signed answer. */
export const authenticationBody = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({ intent: z.literal("verify"), response: ceremonyAnswer }),
]);

export const removePasskeyForm = defineForm(
  z.object({ passkeyId: z.string().min(1, "Choose a passkey").max(100, "Choose a passkey") }),
);
