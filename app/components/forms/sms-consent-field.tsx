import { useId } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { SMS_CONSENT } from "~/content/sms-consent";

/** The SMS consent checkbox with SPEC's full consent text as its label. */
export function SmsConsentField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-xs leading-relaxed text-muted-foreground">
          {SMS_CONSENT.label}
        </label>
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
