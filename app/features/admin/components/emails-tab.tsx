import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { OutboxRow } from "../emails.server";
import type { AdminTabData } from "../tab-loaders.server";
import { emailRetryForm } from "../schemas";
import { formatDateTime } from "./format";
import { DataTable, Figure, PanelHeader } from "./panel";
import { AdminForm } from "./admin-form";
import { useAdminAction } from "./use-admin-action";
import { formatCount } from "~/lib/format-count";

const STATUS_BADGE: Record<string, BadgeProps["variant"]> = {
  queued: "outline",
  sending: "secondary",
  sent: "success",
  failed: "destructive",
  // A marketing email whose address unsubscribed before it went out.
  suppressed: "secondary",
};

export function EmailsTab({ data }: { data: AdminTabData<"emails"> }) {
  const count = (status: string) => formatCount(data.counts[status] ?? 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Emails"
        description="The outbox: every message the site sends, delivered by a background worker with retries."
      />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure label="Queued" value={count("queued")} />
        <Figure label="Sending" value={count("sending")} />
        <Figure label="Sent" value={count("sent")} />
        <Figure label="Failed" value={count("failed")} />
      </dl>
      <DataTable
        caption="Outbox, newest first"
        head={["To", "Subject", "Status", "Attempts", "Created", ""]}
        empty={data.emails.length === 0 ? "No emails yet." : null}
      >
        {data.emails.map((email) => (
          <EmailRow key={email.id} email={email} />
        ))}
      </DataTable>
    </div>
  );
}

function EmailRow({ email }: { email: OutboxRow }) {
  const retry = useAdminAction();
  return (
    <tr className="align-top">
      <td className="px-4 py-3 break-all">{email.to}</td>
      <td className="px-4 py-3">
        <span className="font-medium">{email.subject}</span>
        {email.lastError && email.status !== "sent" ? (
          <span className="mt-1 block text-xs text-muted-foreground">{email.lastError}</span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <Badge variant={STATUS_BADGE[email.status] ?? "outline"}>{email.status}</Badge>
      </td>
      <td className="px-4 py-3 tabular-nums">{email.attempts}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(email.sentAt ?? email.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        {email.status === "failed" ? (
          <AdminForm action={retry} intent="email.retry">
            <input type="hidden" name={emailRetryForm.name("id")} value={email.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={retry.pending}
              aria-label={`Retry email to ${email.to}`}
            >
              Retry
            </Button>
          </AdminForm>
        ) : null}
      </td>
    </tr>
  );
}
