import { SMS_CONSENT } from "~/content/sms-consent";
import { ConsentCheckbox } from "./consent-checkbox";

/** The SMS consent checkbox with SPEC's full consent text as its label. */
export function SmsConsentField(props: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return <ConsentCheckbox label={SMS_CONSENT.label} legal={["sms", "privacy"]} {...props} />;
}
