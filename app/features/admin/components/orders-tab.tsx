import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { PurchaseOrderStatus } from "~/db/schema";
import type { OrderRow } from "../orders.server";
import { orderAnchor } from "~/lib/launch-checklist";
import { formatOrderAmount, orderOffersLabel, ORDER_PROVIDER_LABELS, ORDER_STATUS_LABELS } from "../orders";
import type { AdminTabData } from "../tab-loaders.server";
import { orderReplayForm } from "../schemas";
import { formatDateTime } from "./format";
import { DataTable, Figure, PanelHeader } from "./panel";
import { AdminForm } from "./admin-form";
import { useAdminAction } from "./use-admin-action";

const STATUS_BADGE: Record<PurchaseOrderStatus, BadgeProps["variant"]> = {
  granted: "success",
  completed: "success",
  needs_attention: "warning",
  refunded: "secondary",
  ended: "secondary",
  disputed: "destructive",
};

export function OrdersTab({ data }: { data: AdminTabData<"orders"> }) {
  const count = (status: PurchaseOrderStatus) => (data.counts[status] ?? 0).toLocaleString("en-US");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Orders"
        description="Every purchase the carts reported (Stripe, ThriveCart, the signed webhook), what it granted, and the event as it arrived."
      />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure label="Granted" value={count("granted")} />
        <Figure label="Needs attention" value={count("needs_attention")} />
        <Figure label="Refunded" value={count("refunded")} />
        <Figure label="Disputed" value={count("disputed")} />
      </dl>
      <DataTable
        caption="Orders, newest first"
        head={["Order", "Buyer", "Offers", "Amount", "Status", "Received", "Action"]}
        empty={data.orders.length === 0 ? "No orders yet." : null}
      >
        {data.orders.map((order) => (
          <OrderRowView key={order.orderId} order={order} />
        ))}
      </DataTable>
    </div>
  );
}

function OrderRowView({ order }: { order: OrderRow }) {
  const replay = useAdminAction();
  return (
    <tr id={orderAnchor(order.orderId)} className="scroll-mt-24 align-top target:bg-highlight/10">
      <td className="min-w-36 px-4 py-3">
        <span className="block font-mono text-xs break-all">{order.orderId}</span>
        <span className="text-xs text-muted-foreground">{ORDER_PROVIDER_LABELS[order.provider]}</span>
        {order.rawEvent ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-primary">Raw event</summary>
            <pre className="mt-2 max-h-72 max-w-md overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-all">
              {order.rawEvent}
            </pre>
          </details>
        ) : null}
      </td>
      <td className="min-w-44 px-4 py-3 break-words">
        {order.buyerName ? <span className="block font-medium">{order.buyerName}</span> : null}
        {order.email}
      </td>
      <td className="min-w-36 px-4 py-3">{orderOffersLabel(order.offerIds)}</td>
      <td className="px-4 py-3 tabular-nums whitespace-nowrap">{formatOrderAmount(order.amount, order.currency)}</td>
      <td className="min-w-48 px-4 py-3">
        <Badge variant={STATUS_BADGE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        {order.note ? <span className="mt-1 block max-w-xs text-xs text-muted-foreground">{order.note}</span> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        {order.status === "needs_attention" ? (
          <AdminForm action={replay} intent="order.replay">
            <input type="hidden" name={orderReplayForm.name("orderId")} value={order.orderId} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={replay.pending}
              aria-label={`Replay order ${order.orderId}`}
            >
              Replay
            </Button>
          </AdminForm>
        ) : null}
      </td>
    </tr>
  );
}
