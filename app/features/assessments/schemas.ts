import { z } from "zod";
import { AUTHOR_QUESTIONS, READINESS_QUESTIONS } from "~/content/assessments";
import { SMS_CONSENT } from "~/content/sms-consent";
import { defineForm } from "~/lib/forms";
import { emailField, honeypotField, marketingConsentField, nameField, phoneField } from "~/lib/lead-fields";

/** One form per step: the browser checks its step's form and the endpoint checks the whole lead again. */

function enumOf<const T extends readonly string[]>(values: T) {
  return z.enum(values as unknown as [T[number], ...T[number][]], { error: "Please choose one of the options" });
}

const readinessAnswers = z.strictObject({
  "1": enumOf(READINESS_QUESTIONS[0].options.map((o) => o.value)),
  "2": enumOf(READINESS_QUESTIONS[1].options.map((o) => o.value)),
  "3": enumOf(READINESS_QUESTIONS[2].options.map((o) => o.value)),
  "4": enumOf(READINESS_QUESTIONS[3].options.map((o) => o.value)),
  "5": enumOf(READINESS_QUESTIONS[4].options.map((o) => o.value)),
});

/** The email step alone (name, email and the marketing consent; SPEC section 5 messages). */
export const readinessContactSchema = z.object({
  name: nameField,
  email: emailField,
  marketingConsent: marketingConsentField,
});
export const readinessContactForm = defineForm(readinessContactSchema);

const readinessLeadSchema = readinessContactSchema.extend({ answers: readinessAnswers, website: honeypotField });
export const readinessLeadForm = defineForm(readinessLeadSchema);
export type ReadinessLeadInput = z.infer<typeof readinessLeadSchema>;

const authorAnswers = z.strictObject({
  stage: z.enum(AUTHOR_QUESTIONS[0].options),
  frequency: z.enum(AUTHOR_QUESTIONS[1].options),
  challenge: z.enum(AUTHOR_QUESTIONS[2].options),
  timeline: z.enum(AUTHOR_QUESTIONS[3].options),
});

const authorContact = z.object({
  fullName: nameField,
  email: emailField,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((phone) => (phone ? phone : undefined))
    .pipe(phoneField.optional()),
  smsConsent: z.boolean().default(false),
  marketingConsent: marketingConsentField,
});

/** A phone number may only be stored with the SMS consent (SPEC section 5). */
const phoneNeedsConsent = <S extends z.ZodType<{ phone?: string | undefined; smsConsent: boolean }>>(schema: S) =>
  schema.refine((lead) => !lead.phone || lead.smsConsent, { path: ["smsConsent"], message: SMS_CONSENT.required });

/** The author lead form alone. */
export const authorContactSchema = phoneNeedsConsent(authorContact);
export const authorContactForm = defineForm(authorContactSchema);

const authorLeadSchema = phoneNeedsConsent(authorContact.extend({ answers: authorAnswers, website: honeypotField }));
export const authorLeadForm = defineForm(authorLeadSchema);
export type AuthorLeadInput = z.infer<typeof authorLeadSchema>;
