import { useId, type ReactNode } from "react";
import { Input, type InputProps } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export interface FormFieldProps extends Omit<InputProps, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input with its hint and error wired up for assistive technology.
 * The error's line is always there, empty until needed: an error that
 * appears when the field loses focus (because the pointer went down on the
 * next control) must not push that control away from under the pointer.
 */
export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm leading-5 font-medium text-destructive">
        {error}
      </p>
    </div>
  );
}

/**
 * A field people never see or reach by keyboard; bots fill it in, and the
 * server refuses any submission where it has a value.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
