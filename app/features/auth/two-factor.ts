import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { redirectTarget } from "./schemas";

/**
 * Better Auth's lock of an account's second factor (docs/accounts.md): 10 wrong codes
 * in a row, across sign-in attempts, lock it for 15 minutes. A single sign-in
 * ends after 5 wrong codes, so reaching the lock takes two of them.
 */
export const TWO_FACTOR_LOCK = { wrongCodes: 10, seconds: 15 * 60 } as const;

/**
 * The second factor on the sign-in page is either the six-digit code of an
 * authenticator app (people type it with spaces, as apps show it) or a
 * backup code such as "aB3dE-fG7hJ", which is case-sensitive and kept as typed.
 */
export function normalizeSecondFactor(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : trimmed;
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The secret of an otpauth:// link, in groups of four, for people who type
 * it into their app instead of scanning the QR code. Null for anything that
 * is not a TOTP link with a base32 secret.
 */
export function manualEntryKey(totpUri: string): string | null {
  let url: URL;
  try {
    url = new URL(totpUri);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:") return null;
  const secret = url.searchParams.get("secret");
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) return null;
  return (secret.toUpperCase().match(/.{1,4}/g) ?? []).join(" ");
}

export const secondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the code from your authenticator app")
    .max(32, "That code is too long")
    .transform(normalizeSecondFactor),
  trustDevice: z.literal("on").optional(),
  redirectTo: redirectTarget,
});
export const secondFactorForm = defineForm(secondFactorSchema, { fields: ["code"] });

const passwordConfirmationSchema = z.object({
  password: z.string().min(1, "Enter your password").max(128),
});
export const passwordConfirmationForm = defineForm(passwordConfirmationSchema);

export const setupCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the six-digit code from your authenticator app")),
});
export const setupCodeForm = defineForm(setupCodeSchema);

/**
 * The page a sign-in waiting on its second factor goes to, from the methods
 * Better Auth names: the authenticator app's page when the member has one
 * (it links to a texted code), else straight to the texted code.
 */
export function secondFactorPath(methods: readonly string[]): "/login/two-factor" | "/login/phone-code" {
  return methods.includes("totp") ? "/login/two-factor" : "/login/phone-code";
}
