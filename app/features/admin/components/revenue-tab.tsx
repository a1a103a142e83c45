import { formatUsd, monthLabel } from "../revenue";
import type { AdminTabData } from "../tab-loaders.server";
import { BarChart } from "./bar-chart";
import { DataTable, Figure, PanelHeader } from "./panel";
import { formatCount } from "~/lib/format-count";

export function RevenueTab({ data }: { data: AdminTabData<"revenue"> }) {
  const { summary, topProducts, months } = data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader title="Revenue" description="From active access grants at each product's current price." />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure label="Total revenue" value={formatUsd(summary.revenueCents)} />
        <Figure label="Sales" value={formatCount(summary.sales)} hint="Active access grants" />
        <Figure label="Average order" value={formatUsd(summary.averageOrderCents)} />
        {/* SPEC's card; it counts people, not grants (decision 006). */}
        <Figure label="Active Users" value={formatCount(summary.buyers)} hint="Distinct users with active access" />
      </dl>
      <BarChart
        title="Revenue by month"
        bars={months.map((m) => ({
          label: monthLabel(m.month),
          value: m.revenueCents,
          display: formatUsd(m.revenueCents),
        }))}
      />
      <section>
        <h3 className="mb-3 font-semibold">Top products</h3>
        <DataTable
          compact
          caption="Top 5 products by revenue"
          head={["Product", "Sales", "Revenue"]}
          empty={topProducts.length === 0 ? "No sales yet." : null}
        >
          {topProducts.map((p) => (
            <tr key={p.id}>
              <td className="px-4 py-3 font-medium">{p.name}</td>
              <td className="px-4 py-3 tabular-nums">{p.sales}</td>
              <td className="px-4 py-3 tabular-nums">{formatUsd(p.revenueCents)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
