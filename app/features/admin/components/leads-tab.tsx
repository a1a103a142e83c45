import { Download, Search } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FollowupView } from "../lead-followup";
import type { LeadList } from "../leads.server";
import type { AdminTabData } from "../tab-loaders.server";
import { formatDate } from "./format";
import { DataTable, PanelHeader } from "./panel";

export function LeadsTab({ data }: { data: AdminTabData<"leads"> }) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <PanelHeader
        title="Leads"
        description="Assessment leads and program applications, newest first, with their result email, marketing consent and sync to your email platform."
      />
      <Form method="get" action="/admin" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="leads" />
        <Input
          name="q"
          type="search"
          aria-label="Search leads"
          placeholder="Search by name, email or phone"
          defaultValue={data.q}
          className="max-w-md"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden /> Search
        </Button>
      </Form>
      <LeadSection title="Readiness assessment" list="readiness" q={data.q} count={data.readiness.length}>
        <DataTable caption="Readiness assessment leads" head={["Name", "Email", "Stage", "Submitted", "Follow-up"]}>
          {data.readiness.map((lead) => (
            <tr key={lead.id}>
              <td className="px-4 py-3 font-medium">{lead.name}</td>
              <td className="px-4 py-3 break-all">{lead.email}</td>
              <td className="px-4 py-3">{lead.stage}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(lead.createdAt)}</td>
              <FollowupCell followup={lead.followup} />
            </tr>
          ))}
        </DataTable>
      </LeadSection>
      <LeadSection title="Author journey assessment" list="author" q={data.q} count={data.author.length}>
        <DataTable
          caption="Author journey leads"
          head={["Name", "Email", "Phone", "Stage", "Timeline", "Submitted", "Follow-up"]}
        >
          {data.author.map((lead) => (
            <tr key={lead.id}>
              <td className="px-4 py-3 font-medium">{lead.name}</td>
              <td className="px-4 py-3 break-all">{lead.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{lead.phone}</td>
              <td className="px-4 py-3">{lead.stage}</td>
              <td className="px-4 py-3">{lead.timeline}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(lead.createdAt)}</td>
              <FollowupCell followup={lead.followup} />
            </tr>
          ))}
        </DataTable>
      </LeadSection>
      <LeadSection title="Program applications" list="applications" q={data.q} count={data.applications.length}>
        <DataTable caption="Program applications" head={["Name", "Email", "Phone", "Result", "Submitted", "Follow-up"]}>
          {data.applications.map((app) => (
            <tr key={app.id} className="align-top">
              <td className="px-4 py-3 font-medium">{app.name}</td>
              <td className="px-4 py-3 break-all">{app.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{app.phone}</td>
              <td className="px-4 py-3">
                {app.qualified ? (
                  <Badge variant="success">Qualified</Badge>
                ) : (
                  <>
                    <Badge variant="secondary">Not qualified</Badge>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {app.disqualifiedBy.map((p) => `“${p}”`).join(", ")}
                    </span>
                  </>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(app.createdAt)}</td>
              <FollowupCell followup={app.followup} />
            </tr>
          ))}
        </DataTable>
      </LeadSection>
    </div>
  );
}

/** Result email, consent (and its confirmation), unsubscribe and sync, one badge each. */
function FollowupCell({ followup }: { followup: FollowupView }) {
  return (
    <td className="px-4 py-3">
      <ul className="flex min-w-40 flex-col gap-1" aria-label="Follow-up">
        <li>
          <Badge variant={followup.result.tone}>{followup.result.label}</Badge>
        </li>
        <li>
          <Badge variant={followup.consent.tone}>{followup.consent.label}</Badge>
        </li>
        {followup.unsubscribed ? (
          <li>
            <Badge variant="destructive">Unsubscribed</Badge>
          </li>
        ) : null}
        <li>
          <Badge variant={followup.sync.tone}>{followup.sync.label}</Badge>
        </li>
      </ul>
    </td>
  );
}

function LeadSection({
  title,
  list,
  q,
  count,
  children,
}: {
  title: string;
  list: LeadList;
  q: string;
  count: number;
  children: ReactNode;
}) {
  const href = `/admin/leads.csv?${new URLSearchParams({ list, ...(q ? { q } : {}) })}`;
  return (
    <section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {title} <span className="text-sm font-normal text-muted-foreground">({count})</span>
        </h3>
        <Button asChild variant="outline" size="sm">
          <a href={href} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">No leads{q ? " match this search" : " yet"}.</p>
      ) : (
        children
      )}
    </section>
  );
}
