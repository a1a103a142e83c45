import { MARKETING_CONSENT, type ConsentForm } from "~/content/marketing-consent";
import { ConsentCheckbox } from "./consent-checkbox";

/**
 * The optional marketing-email checkbox of a lead form. The result the
 * person asked for is sent either way; this only decides the follow-ups.
 */
export function MarketingConsentField(props: {
  form: ConsentForm;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <ConsentCheckbox
      label={MARKETING_CONSENT.labels[props.form]}
      legal={["privacy"]}
      checked={props.checked}
      onChange={props.onChange}
    />
  );
}
