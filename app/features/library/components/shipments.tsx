import { Package } from "~/components/ui/icons";
import type { Shipment } from "../shipments.server";

/** A fixed locale and UTC, so server and browser render the same date. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** The library's list of orders that ship: "Shipped <date> — track" once the owner marked it, else "Not shipped yet". */
export function Shipments({ shipments }: { shipments: readonly Shipment[] }) {
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="shipments-title" className="mt-8 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="shipments-title" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Package className="size-5 text-muted-foreground" aria-hidden />
        Your shipments
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {shipments.map((shipment) => (
          <li
            key={shipment.orderId}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium">{shipment.items}</p>
              <p className="text-sm break-all text-muted-foreground">
                Ordered {day(shipment.orderedAt)} · order {shipment.orderId}
              </p>
            </div>
            {shipment.shipped ? (
              <p className="text-sm">
                Shipped {day(shipment.shipped.at)}
                {shipment.shipped.carrier ? ` with ${shipment.shipped.carrier}` : ""}
                {shipment.shipped.trackingUrl ? (
                  <>
                    {" — "}
                    <a
                      href={shipment.shipped.trackingUrl}
                      className="font-medium text-primary underline underline-offset-4"
                      rel="noreferrer"
                      target="_blank"
                    >
                      track
                    </a>
                  </>
                ) : null}
              </p>
            ) : (
              <p className="text-sm font-medium text-muted-foreground">Not shipped yet</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
