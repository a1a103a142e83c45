import { z } from "zod";
import { LEAD_FIELD_MESSAGES } from "~/content/assessments";
import { SMS_CONSENT } from "~/content/sms-consent";
import { isPlainName, NAME_LINK_MESSAGE } from "./person-name";

/**
 * Zod pieces shared by the three public lead forms and their endpoints, so
 * the browser and the server apply the same rules and messages.
 */

// SPEC section 5: a simple pattern, not RFC 5322.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameField = z
  .string()
  .trim()
  .min(1, LEAD_FIELD_MESSAGES.nameRequired)
  .max(120, "Please use at most 120 characters")
  .refine(isPlainName, NAME_LINK_MESSAGE);

export const emailField = z
  .string()
  .trim()
  .min(1, LEAD_FIELD_MESSAGES.emailRequired)
  .max(254, LEAD_FIELD_MESSAGES.emailInvalid)
  .regex(SIMPLE_EMAIL, LEAD_FIELD_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

const PHONE_INVALID = "Please enter a valid phone number";

/** Digits with the usual separators; 7 to 15 digits (E.164 allows 15). */
function isPlausiblePhone(phone: string): boolean {
  if (!/^[+\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export const phoneField = z.string().trim().max(30, PHONE_INVALID).refine(isPlausiblePhone, PHONE_INVALID);

/** Ticked SMS consent (SPEC section 5). */
export const smsConsentField = z.literal(true, { error: SMS_CONSENT.required });

/** The marketing-email checkbox: unticked unless the person ticks it; separate from the result email. */
export const marketingConsentField = z.boolean().default(false);

/**
 * Honeypot: a field people never see, so anything in it came from a bot.
 * The endpoint refuses the submission and writes nothing.
 */
export const HONEYPOT_FIELD = "website";
export const honeypotField = z.string().max(0, "Submission rejected").optional();

/** The `Idempotency-Key` header the endpoints require (the client sends a UUID). */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
