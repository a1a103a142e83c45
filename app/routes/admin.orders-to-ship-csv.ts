import { ordersToShipCsv } from "~/features/admin/orders.server";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/admin.orders-to-ship-csv";

/** GET /admin/orders-to-ship.csv : every order still to ship, with its address, for a label service's import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const csv = await ordersToShipCsv(context.services.db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-to-ship-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
