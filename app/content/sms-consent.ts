/**
 * The SMS consent both lead forms show next to a phone number (SPEC section
 * 5). The version is stored with every consent, so changing the wording
 * means bumping the version and past consents keep pointing at what the
 * person actually agreed to.
 */
export const SMS_CONSENT = {
  version: "2026-11-01",
  label:
    "I agree to receive recurring marketing, customer care and account text messages from Rerouted at the phone number provided, which may be sent using an automatic telephone dialing system. Consent is not a condition of purchase. Message frequency varies. Message and data rates may apply. Reply STOP to unsubscribe or HELP for help.",
  required: "Please agree to receive text messages to use your phone number",
} as const;
