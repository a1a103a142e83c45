import { Download, Search } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { dataEraseForm } from "../schemas";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm } from "./admin-form";
import { formatDateTime } from "./format";
import { DataTable, PanelHeader } from "./panel";
import { useAdminAction } from "./use-admin-action";

type Data = AdminTabData<"data">;
type Lookup = NonNullable<Data["lookup"]>;

const lookupHref = (email: string, confirm = false) =>
  `/admin?${new URLSearchParams({ tab: "data", email, ...(confirm ? { confirm: "erase" } : {}) })}`;

/**
 * The Data requests tab: a person who writes to the owner asking for their
 * data or its erasure, found by their address (a lead's or a user's). The
 * export is the file a member downloads from their account page; the
 * erasure is the one a member makes by deleting their account. Below, the
 * log of every erasure, which says who and how many rows, never whose.
 */
export function DataRequestsTab({ data }: { data: Data }) {
  return (
    <div className="space-y-8">
      <div>
        <PanelHeader
          title="Data requests"
          description="Someone asks for a copy of their data or for it to be erased: look up their email address, a lead's or a user's."
        />
        <Form method="get" action="/admin" role="search" className="flex max-w-xl flex-col gap-2 sm:flex-row">
          <input type="hidden" name="tab" value="data" />
          <Label htmlFor="data-request-email" className="sr-only">
            Email address
          </Label>
          <Input
            id="data-request-email"
            name="email"
            type="email"
            placeholder="name@example.com"
            defaultValue={data.asked}
            aria-invalid={data.error ? true : undefined}
            aria-describedby={data.error ? "data-request-error" : undefined}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden /> Look up
          </Button>
        </Form>
        {data.error ? (
          <p id="data-request-error" className="mt-2 text-sm font-medium text-destructive">
            {data.error}
          </p>
        ) : null}
      </div>
      {data.lookup ? <LookupResult lookup={data.lookup} /> : null}
      <ErasureLog log={data.log} />
    </div>
  );
}

function LookupResult({ lookup }: { lookup: Lookup }) {
  const tables = lookup.rows;
  const erasable = tables.some((row) => row.table !== "purchase_orders");
  return (
    <section aria-labelledby="data-lookup" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="data-lookup" className="font-display text-xl font-semibold break-words">
          {lookup.email}
        </h3>
        {lookup.hasAccount ? <Badge>{lookup.isAdmin ? "Admin account" : "Account"}</Badge> : null}
        {!lookup.hasAccount && tables.length > 0 ? <Badge variant="outline">No account</Badge> : null}
      </div>
      {tables.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">The site holds nothing under this address.</p>
      ) : (
        <>
          <ul aria-label="Rows held under this address" className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {tables.map((row) => (
              <li key={row.table} className="flex justify-between gap-4 border-b border-border/60 py-1">
                <span>{row.label}</span>
                <span className="tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={`/admin/data-export?${new URLSearchParams({ email: lookup.email })}`} download>
                <Download aria-hidden /> Download as JSON
              </a>
            </Button>
            {erasable && !lookup.confirming ? (
              <Button asChild variant="outline" className="text-destructive">
                <Link to={lookupHref(lookup.email, true)}>Erase…</Link>
              </Button>
            ) : null}
          </div>
        </>
      )}
      {erasable && lookup.confirming ? <ConfirmErasure lookup={lookup} /> : null}
    </section>
  );
}

function ConfirmErasure({ lookup }: { lookup: Lookup }) {
  const erase = useAdminAction();
  return (
    <div className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:p-5">
      <h4 className="font-semibold break-words">Erase everything held under {lookup.email}?</h4>
      <p className="mt-1 text-sm font-medium">This cannot be undone.</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {lookup.hasAccount ? <li>The account is deleted and every one of its sessions ends.</li> : null}
        <li>Every row above is erased in one step, except the orders.</li>
        <li>Orders stay in the Orders tab under this address, as the law requires for bookkeeping.</li>
        <li>The log below records that you erased it and how many rows, not whose.</li>
      </ul>
      <AdminForm action={erase} intent="data.erase" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name={dataEraseForm.name("email")} value={lookup.email} />
        <Button type="submit" variant="destructive" disabled={erase.pending}>
          {erase.pending ? "Erasing..." : "Erase this person's data"}
        </Button>
        <Button asChild variant="outline">
          <Link to={lookupHref(lookup.email)}>Cancel</Link>
        </Button>
      </AdminForm>
    </div>
  );
}

function ErasureLog({ log }: { log: Data["log"] }) {
  return (
    <section aria-labelledby="erasure-log">
      <h3 id="erasure-log" className="mb-1 font-display text-xl font-semibold">
        Erasure log
      </h3>
      <p className="mb-3 text-sm text-muted-foreground">
        Every erasure, by a member deleting their account or by an admin here. It keeps no address and no name.
      </p>
      <DataTable
        caption="Erasure log"
        head={["When", "Asked by", "Rows erased", "Orders kept"]}
        empty={log.length === 0 ? "Nothing has been erased yet." : null}
      >
        {log.map((entry) => (
          <tr key={entry.id}>
            <td className="px-4 py-3 whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td className="px-4 py-3">
              {entry.requestedBy === "member"
                ? "The member themself"
                : (entry.adminEmail ?? "An admin whose account was since erased")}
            </td>
            <td className="px-4 py-3">
              <span className="font-medium tabular-nums">{entry.total}</span>
              <span className="block text-xs break-words text-muted-foreground">{entry.erased.join(", ")}</span>
            </td>
            <td className="px-4 py-3 tabular-nums">{entry.keptOrders}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
