import { requireAdmin } from "~/features/auth/session.server";
import { getAdminStats } from "~/features/admin/stats.server";
import type { Route } from "./+types/admin";

export function meta() {
  return [{ title: "Admin Dashboard | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return { stats: await getAdminStats(context.services.db) };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const cards = [
    { label: "Users", value: stats.users },
    { label: "Access grants", value: stats.accessGrants },
    { label: "Products", value: stats.products },
    { label: "Average completion", value: `${stats.averageCompletion}%` },
  ];
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Manage products, users, and analytics</p>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{card.label}</dt>
            <dd className="mt-1 text-2xl font-semibold">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
