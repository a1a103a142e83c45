import type { AdminStats } from "../stats.server";
import { formatCount } from "~/lib/format-count";

export function StatsStrip({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: "Users", value: formatCount(stats.users) },
    { label: "Access grants", value: formatCount(stats.accessGrants) },
    { label: "Products", value: formatCount(stats.products) },
    { label: "Average completion", value: `${stats.averageCompletion}%` },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
