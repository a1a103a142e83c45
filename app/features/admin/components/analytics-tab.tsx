import type { AdminTabData } from "../tab-loaders.server";
import { BarChart } from "./bar-chart";
import { DataTable, Figure, PanelHeader } from "./panel";
import { formatCount } from "~/lib/format-count";

export function AnalyticsTab({ data }: { data: AdminTabData<"analytics"> }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Listening analytics"
        description="How members listen to the audiobook chapters and watch the video lessons."
      />
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label="Total listens" value={formatCount(data.totalListens)} hint="Chapters started" />
        <Figure label="Average session" value={`${data.averageSessionMinutes} min`} />
        <Figure label="Completion rate" value={`${data.completionRate}%`} />
      </dl>
      <BarChart
        title="Top chapters by listens"
        bars={data.topChapters.map((c) => ({
          label: c.title,
          value: c.listens,
          display: formatCount(c.listens),
        }))}
      />
      <DataTable
        compact
        caption="Completion by chapter"
        head={["Chapter", "Product", "Listens", "Completed"]}
        empty={data.chapterCompletion.length === 0 ? "No chapters yet." : null}
      >
        {data.chapterCompletion.map((c) => (
          <tr key={c.chapterId}>
            <td className="px-4 py-3 font-medium">{c.title}</td>
            <td className="px-4 py-3 text-muted-foreground">{c.productName}</td>
            <td className="px-4 py-3 tabular-nums">{c.listens}</td>
            <td className="px-4 py-3 tabular-nums">{c.completionPercent}%</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
