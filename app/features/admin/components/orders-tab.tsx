import { useId } from "react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fieldBaseClasses } from "~/components/ui/input";
import { cn } from "~/components/ui/cn";
import { addressLines, CARRIER_LABELS, CARRIERS, isCarrier, missingAddressFields } from "~/lib/shipping";
import type { PurchaseOrderStatus } from "~/db/schema";
import type { OrderRow } from "../orders.server";
import { orderAnchor } from "~/lib/launch-checklist";
import { formatOrderAmount } from "~/lib/order-amount";
import { orderOffersLabel, ORDER_PROVIDER_LABELS, ORDER_STATUS_LABELS } from "../orders";
import type { AdminTabData } from "../tab-loaders.server";
import { orderReplayForm, orderShipForm } from "../schemas";
import { adminTabHref } from "../tabs";
import { formatDate, formatDateTime } from "./format";
import { DataTable, Figure, PanelHeader } from "./panel";
import { AdminForm } from "./admin-form";
import { useAdminAction, type AdminActionState } from "./use-admin-action";
import { formatCount } from "~/lib/format-count";

const STATUS_BADGE: Record<PurchaseOrderStatus, BadgeProps["variant"]> = {
  granted: "success",
  completed: "success",
  needs_attention: "warning",
  refunded: "secondary",
  ended: "secondary",
  disputed: "destructive",
};

const LIVE: readonly PurchaseOrderStatus[] = ["granted", "needs_attention", "completed"];

/** "All orders" and "To ship": links, so the filter works without JavaScript; the CSV of what to ship beside them. */
function OrderFilter({ showing, toShip }: { showing: "all" | "to-ship"; toShip: number }) {
  const base = adminTabHref("orders");
  const link = (active: boolean) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-medium",
      active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Orders shown" className="flex gap-1 rounded-lg border border-border p-1">
        <a href={base} className={link(showing === "all")} aria-current={showing === "all" ? "page" : undefined}>
          All orders
        </a>
        <a
          href={`${base}&show=to-ship`}
          className={link(showing === "to-ship")}
          aria-current={showing === "to-ship" ? "page" : undefined}
        >
          To ship ({formatCount(toShip)})
        </a>
      </nav>
      {toShip > 0 ? (
        <a
          href="/admin/orders-to-ship.csv"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Download orders to ship (CSV)
        </a>
      ) : null}
    </div>
  );
}

export function OrdersTab({ data }: { data: AdminTabData<"orders"> }) {
  const count = (status: PurchaseOrderStatus) => formatCount(data.counts[status] ?? 0);
  const toShipView = data.showing === "to-ship";
  // One for the table: a row shipped from the To ship list leaves it as it answers, and the toast must outlive it.
  const ship = useAdminAction();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Orders"
        description="Every purchase the carts reported (Stripe, ThriveCart, the signed webhook), what it granted, and the event as it arrived."
      />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Figure label="Granted" value={count("granted")} />
        <Figure label="To ship" value={formatCount(data.toShip)} />
        <Figure label="Needs attention" value={count("needs_attention")} />
        <Figure label="Refunded" value={count("refunded")} />
        <Figure label="Disputed" value={count("disputed")} />
      </dl>
      <OrderFilter showing={data.showing} toShip={data.toShip} />
      <DataTable
        caption={toShipView ? "Orders to ship, oldest first" : "Orders, newest first"}
        head={["Order", "Buyer", "Offers", "Amount", "Status", "Received", "Action"]}
        empty={data.orders.length === 0 ? (toShipView ? "Nothing to ship." : "No orders yet.") : null}
      >
        {data.orders.map((order) => (
          <OrderRowView key={order.orderId} order={order} ship={ship} />
        ))}
      </DataTable>
    </div>
  );
}

function OrderRowView({ order, ship }: { order: OrderRow; ship: AdminActionState }) {
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
        {order.shippingAddress ? <ShippingAddressView order={order} /> : null}
      </td>
      <td className="min-w-36 px-4 py-3">{orderOffersLabel(order.offerIds)}</td>
      <td className="px-4 py-3 tabular-nums whitespace-nowrap">{formatOrderAmount(order.amount, order.currency)}</td>
      <td className="min-w-48 px-4 py-3">
        <Badge variant={STATUS_BADGE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        {order.note ? <span className="mt-1 block max-w-xs text-xs text-muted-foreground">{order.note}</span> : null}
        {order.ships ? <ShipmentState order={order} /> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
      <td className={cn("px-4 py-3 text-right", order.ships && !order.shippedAt && "min-w-60")}>
        {order.ships && !order.shippedAt && LIVE.includes(order.status) ? (
          <MarkShippedForm order={order} ship={ship} />
        ) : null}
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

function ShippingAddressView({ order }: { order: OrderRow }) {
  const address = order.shippingAddress!;
  const missing = missingAddressFields(address);
  return (
    <address className="mt-2 block text-xs leading-5 text-muted-foreground not-italic">
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {address.phone ? <span className="block">{address.phone}</span> : null}
      {missing.length > 0 ? (
        <span className="mt-1 block font-medium text-destructive">Address incomplete: no {missing.join(", ")}</span>
      ) : null}
    </address>
  );
}

function ShipmentState({ order }: { order: OrderRow }) {
  if (!order.shippedAt) return <span className="mt-1 block text-xs font-medium">Not shipped yet</span>;
  const carrier = order.carrier && isCarrier(order.carrier) ? CARRIER_LABELS[order.carrier] : order.carrier;
  return (
    <span className="mt-1 block text-xs">
      Shipped {formatDate(order.shippedAt)} with {carrier}
      {order.trackingUrl ? (
        <>
          {" · "}
          <a href={order.trackingUrl} className="text-primary underline" rel="noreferrer" target="_blank">
            {order.trackingNumber}
          </a>
        </>
      ) : null}
    </span>
  );
}

/** Carrier and tracking number, checked here as on the server; the buyer is emailed the tracking link. */
function MarkShippedForm({ order, ship }: { order: OrderRow; ship: AdminActionState }) {
  const id = useId();
  const field = "h-9 w-full px-2 text-sm";
  return (
    <details className="mb-2 text-left">
      <summary className="cursor-pointer text-sm font-medium text-primary">Mark as shipped</summary>
      <AdminForm action={ship} intent="order.ship" className="mt-2 grid w-52 gap-2">
        <input type="hidden" name={orderShipForm.name("orderId")} value={order.orderId} />
        <label htmlFor={`${id}-carrier`} className="text-xs font-medium">
          Carrier
        </label>
        <select id={`${id}-carrier`} name={orderShipForm.name("carrier")} className={cn(fieldBaseClasses, field)}>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {CARRIER_LABELS[carrier]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-tracking`} className="text-xs font-medium">
          Tracking number
        </label>
        <input
          id={`${id}-tracking`}
          name={orderShipForm.name("trackingNumber")}
          required
          maxLength={60}
          autoComplete="off"
          className={cn(fieldBaseClasses, field)}
        />
        <label htmlFor={`${id}-page`} className="text-xs font-medium">
          Tracking page (carrier &ldquo;Other&rdquo; only)
        </label>
        <input
          id={`${id}-page`}
          name={orderShipForm.name("trackingPage")}
          type="url"
          placeholder="https://"
          className={cn(fieldBaseClasses, field)}
        />
        <Button type="submit" size="sm" disabled={ship.pending} aria-label={`Mark order ${order.orderId} as shipped`}>
          {ship.pending ? "Saving..." : "Mark as shipped"}
        </Button>
      </AdminForm>
    </details>
  );
}
