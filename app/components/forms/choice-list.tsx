import { useId } from "react";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { cn } from "~/components/ui/cn";

export interface ChoiceListProps {
  /** The question, used as the group's accessible name. */
  labelledBy: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A single-choice question: large tappable rows, arrow keys move between options. */
export function ChoiceList({ labelledBy, options, value, onChange }: ChoiceListProps) {
  const id = useId();
  return (
    <RadioGroup aria-labelledby={labelledBy} value={value ?? ""} onValueChange={onChange} className="gap-3">
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-3.5 text-left text-base transition-colors",
              "hover:border-primary/60 hover:bg-secondary/40",
              checked ? "border-primary bg-secondary/60 ring-1 ring-primary" : "border-border",
            )}
          >
            <RadioGroupItem id={optionId} value={option.value} />
            <span>{option.label}</span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
