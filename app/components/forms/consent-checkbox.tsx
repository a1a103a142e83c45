import { useId } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { legalPageOf, type LegalPageId } from "~/content/legal";

/**
 * A consent checkbox whose full consent text is its label (clicking the
 * text ticks it too). Unticked until the person ticks it.
 */
export function ConsentCheckbox({
  label,
  checked,
  onChange,
  error,
  legal,
}: {
  label: string;
  /** The legal pages the consent is given under, linked after its text (opening apart from the form). */
  legal: readonly LegalPageId[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <div className="space-y-1 text-xs leading-relaxed text-muted-foreground">
          <label htmlFor={id}>{label}</label>
          <p>
            See our{" "}
            {legal.map((pageId, index) => {
              const page = legalPageOf(pageId)!;
              return (
                <span key={pageId}>
                  {index === 0 ? "" : index === legal.length - 1 ? " and " : ", "}
                  <a
                    href={page.path}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-foreground underline underline-offset-2"
                  >
                    {page.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </span>
              );
            })}
            .
          </p>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
