import { cn } from "~/components/ui/cn";
import type { ReactNode } from "react";

/** A tab's heading row: title, one-line description, and its main action. */
export function PanelHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="font-display text-2xl font-semibold">{title}</h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{children}</p>
  );
}

/** A figure card, for the Revenue and Analytics tabs. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/**
 * A responsive table: real table semantics on every screen, scrolling
 * sideways inside its card on a phone rather than squeezing the columns.
 */
export function DataTable({
  caption,
  head,
  empty = null,
  compact = false,
  children,
}: {
  caption: string;
  head: string[];
  /** Few, short columns: fit the phone's width instead of scrolling. */
  compact?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: string | null;
  children: ReactNode;
}) {
  if (empty) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className={cn("w-full text-left text-sm", !compact && "min-w-[640px]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
