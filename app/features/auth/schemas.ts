import { z } from "zod";

/** One schema per form, shared by the browser and the action. */

const email = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address").max(254));
export const PASSWORD_MIN = 8;
const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(128, "Use at most 128 characters");

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(128),
  redirectTo: z.string().optional(),
});

export const signupSchema = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(100),
  lastName: z.string().trim().min(1, "Enter your last name").max(100),
  email,
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete").max(200),
  password: newPassword,
  welcome: z.literal("1").optional(),
});

/** The first message of a failed parse: forms show one clear line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form and try again";
}

/** Only same-site paths may be redirect targets (no open redirects). */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return fallback;
  }
  return target;
}
