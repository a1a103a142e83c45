import { z } from "zod";
import { CHOICE_STEPS, TEXT_ANSWER_MAX, TEXT_STEPS, type ChoiceStepId, type TextStepId } from "~/content/application";
import {
  emailField,
  honeypotField,
  marketingConsentField,
  nameField,
  phoneField,
  smsConsentField,
} from "~/lib/lead-fields";
import { defineForm } from "~/lib/forms";

/** One form for the contact step and one for the whole application, shared by the page and POST /api/applications. */

const contactStepSchema = z.object({
  fullName: nameField,
  email: emailField,
  phone: phoneField,
  smsConsent: smsConsentField,
  marketingConsent: marketingConsentField,
});
export const contactStepForm = defineForm(contactStepSchema);

export const textAnswerSchema = z
  .string()
  .trim()
  .min(1, "Please answer this question")
  .max(TEXT_ANSWER_MAX, `Please keep your answer to ${TEXT_ANSWER_MAX} characters`);

const textAnswers = Object.fromEntries(TEXT_STEPS.map((step) => [step.id, textAnswerSchema])) as Record<
  TextStepId,
  typeof textAnswerSchema
>;

function choiceSchema(values: readonly string[]) {
  return z.string().refine((value) => values.includes(value), "Please choose one of the options");
}

const choiceAnswers = Object.fromEntries(
  CHOICE_STEPS.map((step) => [step.id, choiceSchema(step.options.map((option) => option.value))]),
) as Record<ChoiceStepId, ReturnType<typeof choiceSchema>>;

const applicationSchema = contactStepSchema.extend({
  ...textAnswers,
  ...choiceAnswers,
  website: honeypotField,
});
export const applicationForm = defineForm(applicationSchema);
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** The question answers (steps 1-12) in step order: what the qualification rule reads. */
export function applicationAnswers(input: Pick<ApplicationInput, TextStepId | ChoiceStepId>): string[] {
  return [...TEXT_STEPS.map((step) => input[step.id]), ...CHOICE_STEPS.map((step) => input[step.id])];
}
