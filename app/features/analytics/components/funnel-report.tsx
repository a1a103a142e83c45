import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { DEFAULT_OFFERS, isOfferId } from "~/content/offers";
import type { FunnelReport as Report } from "../funnel-report.server";
import type { CountRow, RecentEvent } from "../funnel.server";
import type { FunnelRow } from "../funnels";
import { REPORT_PRESETS } from "../report-range";
import type { RatedVital, VitalRating, WebVital } from "../web-vitals";

const number = new Intl.NumberFormat("en-US");
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const offerLabel = (id: string) => (isOfferId(id) ? DEFAULT_OFFERS[id].label : id);

/** Stripe checkouts that expired unpaid in the range, their recovery emails, and those recovered (the Stripe feature's). */
export interface AbandonedCheckoutCounts {
  abandoned: number;
  emailed: number;
  recovered: number;
}

/** The admin's Funnel tab: where visitors drop out, where they come from, what they buy, what was left unpaid. */
export function FunnelReport({ data: report }: { data: Report & { checkouts: AbandonedCheckoutCounts } }) {
  const { range } = report;
  return (
    <div className="space-y-8">
      <RangePicker range={range} />
      {range.error ? <Alert variant="destructive">{range.error} Showing the last 30 days.</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        {report.funnels.map((funnel) => (
          <FunnelCard key={funnel.id} title={funnel.title} rows={funnel.rows} />
        ))}
      </div>
      <VitalsTable vitals={report.vitals} />
      <div className="grid gap-6 md:grid-cols-2">
        <CountTable title="Top pages" keyLabel="Page" rows={report.pages} />
        <CountTable title="Top referrers" keyLabel="Referrer" rows={report.referrers} />
        <CountTable title="UTM campaigns" keyLabel="Campaign" rows={report.campaigns} />
        <CountTable title="UTM sources" keyLabel="Source" rows={report.sources} />
      </div>
      <OfferTable rows={report.offers} />
      <AbandonedCheckouts counts={report.checkouts} />
      <RecentEvents rows={report.recent} />
    </div>
  );
}

// The report is the admin's Funnel tab: its links and form keep the tab in the URL.
const TAB = "funnel";

function RangePicker({ range }: { range: Report["range"] }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <p className="text-sm text-muted-foreground">Showing</p>
        <p className="font-medium">
          {range.from} to {range.to} <span className="text-muted-foreground">({range.days} days, UTC)</span>
        </p>
        <nav aria-label="Preset ranges" className="mt-3 flex flex-wrap gap-2">
          {REPORT_PRESETS.map((days) => (
            <Button
              key={days}
              asChild
              size="sm"
              variant={range.days === days && !range.error ? "secondary" : "outline"}
            >
              <Link to={`?tab=${TAB}&days=${days}`} preventScrollReset>
                Last {days} days
              </Link>
            </Button>
          ))}
        </nav>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <input type="hidden" name="tab" value={TAB} />
        <div className="grid gap-1.5">
          <Label htmlFor="report-from">From</Label>
          <Input id="report-from" name="from" type="date" defaultValue={range.from} required className="w-40" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-to">To</Label>
          <Input id="report-to" name="to" type="date" defaultValue={range.to} required className="w-40" />
        </div>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </Form>
    </div>
  );
}

/** A funnel as a table whose rows carry their bar: readable by screen readers and at a glance. */
function FunnelCard({ title, rows }: { title: string; rows: FunnelRow[] }) {
  const titleId = `funnel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id={titleId} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>Unique visitors reaching each step, in order.</CardDescription>
      </CardHeader>
      <CardContent className="pt-4">
        <table aria-labelledby={titleId} className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Visitors</th>
              <th scope="col">Of previous step</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.label} className="align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block">{row.label}</span>
                  <span aria-hidden className="mt-1.5 block h-2 rounded-full bg-muted">
                    <span
                      className={cn("block h-2 rounded-full", index === 0 ? "bg-primary" : "bg-primary/70")}
                      style={{ width: `${Math.max(row.fromStart, row.visitors > 0 ? 2 : 0)}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{number.format(row.visitors)}</td>
                <td className="w-20 py-2 text-right text-muted-foreground tabular-nums">
                  {index === 0 ? "" : `${row.fromPrevious}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

const RATINGS: Record<VitalRating, { label: string; variant: "success" | "warning" | "destructive" }> = {
  good: { label: "Good", variant: "success" },
  "needs-improvement": { label: "Needs improvement", variant: "warning" },
  poor: { label: "Poor", variant: "destructive" },
};

const VITAL_NAMES: Record<WebVital, string> = { LCP: "loading", INP: "responsiveness", CLS: "visual stability" };
const METRICS = Object.keys(VITAL_NAMES) as WebVital[];

/** Real visitors' Core Web Vitals per page, each 75th percentile rated against Google's thresholds. */
function VitalsTable({ vitals }: { vitals: Report["vitals"] }) {
  const { thresholds, pages: rows } = vitals;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Core Web Vitals
        </CardTitle>
        <CardDescription>
          The 75th percentile of real visitors&apos; page loads in this range, as Google ranks pages. Good up to{" "}
          {thresholds.good}; poor above {thresholds.poor}.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto pt-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No page loads measured in this range.</p>
        ) : (
          <table className="w-full min-w-[34rem] text-sm">
            <caption className="sr-only">Core Web Vitals, 75th percentile per page</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="w-full pb-2 font-medium">
                  Page
                </th>
                {METRICS.map((metric) => (
                  <th key={metric} scope="col" className="pb-2 pl-4 text-left align-bottom font-medium">
                    {metric} <span className="block font-normal lg:inline">({VITAL_NAMES[metric]})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} className="border-b border-border/60 align-top last:border-0">
                  <td className="min-w-[8rem] py-2.5 pr-3 break-all">
                    <span className="block">{row.path}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {number.format(row.samples)} {row.samples === 1 ? "load" : "loads"}
                    </span>
                  </td>
                  {METRICS.map((metric) => (
                    <td key={metric} className="py-2.5 pl-4 whitespace-nowrap">
                      <VitalValue vital={row.p75[metric]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function VitalValue({ vital }: { vital: RatedVital | null }) {
  if (vital === null) return <span className="text-muted-foreground">Not measured</span>;
  const rating = RATINGS[vital.rating];
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-semibold tabular-nums">{vital.text}</span>
      <Badge variant={rating.variant}>{rating.label}</Badge>
    </span>
  );
}

function CountTable({ title, keyLabel, rows }: { title: string; keyLabel: string; rows: CountRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded in this range.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="w-full pb-2 font-medium">
                  {keyLabel}
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border/60 last:border-0">
                  <td className="max-w-0 truncate py-2 pr-3" title={row.key}>
                    {row.key}
                  </td>
                  <td className="py-2 text-right tabular-nums">{number.format(row.visitors)}</td>
                  <td className="py-2 text-right text-muted-foreground tabular-nums">{number.format(row.events)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function OfferTable({ rows }: { rows: Report["offers"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Tracked revenue per offer
        </CardTitle>
        <CardDescription>
          Buy clicks and purchases confirmed in the browser. The cart provider&apos;s reports remain the books.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto pt-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No checkouts in this range.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Tracked revenue per offer</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="w-full pb-2 font-medium">
                  Offer
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Checkouts
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Purchases
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.offer} className="border-b border-border/60 last:border-0">
                  <td className="py-2 pr-3">{offerLabel(row.offer)}</td>
                  <td className="py-2 text-right tabular-nums">{number.format(row.checkouts)}</td>
                  <td className="py-2 text-right tabular-nums">{number.format(row.purchases)}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{dollars.format(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

/** Stripe checkouts that expired unpaid, their "Your order is waiting" emails, and those paid from its link. */
function AbandonedCheckouts({ counts }: { counts: AbandonedCheckoutCounts }) {
  const stats = [
    { label: "Abandoned", value: counts.abandoned, hint: "Stripe checkouts that expired unpaid" },
    { label: "Emailed", value: counts.emailed, hint: "“Your order is waiting” emails queued" },
    { label: "Recovered", value: counts.recovered, hint: "paid from the email’s link" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Abandoned checkouts
        </CardTitle>
        <CardDescription>
          Only buyers who agreed to marketing email are emailed, once, and never after buying or after the offer&apos;s
          deadline.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-4">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-secondary/60 px-4 py-3">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{number.format(stat.value)}</dd>
              <dd className="text-xs text-muted-foreground">{stat.hint}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

const details = (props: RecentEvent["props"]) =>
  Object.entries(props)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(" · ");

function RecentEvents({ rows }: { rows: RecentEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Recent events
        </CardTitle>
        <CardDescription>
          The newest events of the range. A visitor id is a hash that changes every day: it follows one visit, not a
          person.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto pt-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded in this range.</p>
        ) : (
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Recent events</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                {["Time (UTC)", "Visitor", "Event", "Page", "Details"].map((heading) => (
                  <th key={heading} scope="col" className="pr-3 pb-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border/60 align-top last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground tabular-nums">
                    {row.createdAt.slice(0, 19).replace("T", " ")}
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs leading-5">{row.visitor}</td>
                  <td className="py-2 pr-3">{row.name}</td>
                  <td className="py-2 pr-3">{row.path}</td>
                  <td className="py-2 text-xs leading-5 break-all text-muted-foreground">{details(row.props)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
