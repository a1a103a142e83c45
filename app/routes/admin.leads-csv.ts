import { z } from "zod";
import { LEAD_LISTS, leadsCsv } from "~/features/admin/leads.server";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/admin.leads-csv";

const querySchema = z.object({
  list: z.enum(LEAD_LISTS),
  q: z.string().trim().max(200).optional(),
});

/** GET /admin/leads.csv?list=readiness|author|applications&q= : one lead list as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "Choose a lead list" }, { status: 400 });
  const { list, q } = parsed.data;
  const csv = await leadsCsv(
    context.services.db,
    list,
    q || undefined,
    context.services.config.leadsWebhook !== undefined,
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${list}-leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
