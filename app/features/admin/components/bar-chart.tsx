/**
 * A small horizontal bar chart in plain HTML: readable by screen readers as
 * a list of label / value pairs, and themed by the site's colour tokens.
 */
export function BarChart({
  title,
  bars,
}: {
  title: string;
  bars: { label: string; value: number; display: string }[];
}) {
  const max = Math.max(...bars.map((b) => b.value), 0);
  return (
    <figure className="rounded-xl border border-border bg-card p-5">
      <figcaption className="mb-4 font-semibold">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing to show yet.</p>
      ) : (
        <ul className="grid gap-2">
          {bars.map((bar) => (
            <li
              key={bar.label}
              className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[10rem_1fr_auto]"
            >
              <span className="truncate text-muted-foreground" title={bar.label}>
                {bar.label}
              </span>
              <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${max > 0 ? Math.max((bar.value / max) * 100, bar.value > 0 ? 2 : 0) : 0}%` }}
                />
              </span>
              <span className="text-right font-medium tabular-nums">{bar.display}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
