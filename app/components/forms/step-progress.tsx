import { Progress } from "~/components/ui/progress";

/** "Question n of N" with a progress bar: the header of every multi-step form. */
export function StepProgress({ current, total, label }: { current: number; total: number; label: string }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        <span aria-hidden="true">{Math.round((current / total) * 100)}%</span>
      </div>
      <Progress value={current} max={total} label={label} />
    </div>
  );
}
