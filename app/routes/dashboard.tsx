import { BookOpen, Search } from "~/components/ui/icons";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from "~/content/product-types";
import { requireUser } from "~/features/auth/session.server";
import { BillingPanel } from "~/features/library/components/billing-panel";
import { LibraryCard } from "~/features/library/components/library-card";
import { ALL_TYPES, filterLibrary, typesPresent } from "~/features/library/library-filter";
import { listLibrary } from "~/features/library/library.server";
import { billingAccessOfUser } from "~/features/stripe/billing-portal.server";
import { billingViewOf } from "~/features/stripe/billing-rules";
import { Shipments } from "~/features/library/components/shipments";
import { listShipments } from "~/features/library/shipments.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [
    { title: "My Library | Rerouted" },
    { name: "description", content: "Your audiobooks, courses and workbooks from Rerouted, in one place." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [products, shipments] = await Promise.all([
    listLibrary(context.services.db, user.id),
    listShipments(context.services.db, user.id),
  ]);
  // An ADMIN_EMAILS sign-up whose owner has not yet followed the emailed link.
  const adminPending = !user.isAdmin && context.services.config.adminEmails.includes(user.email);
  const billing = billingViewOf(await billingAccessOfUser(context.services.db, user.id));
  return { email: user.email, products, shipments, adminPending, billing };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, products, shipments, adminPending, billing } = loaderData;
  const [search, setSearch] = useState("");
  const [type, setType] = useState(ALL_TYPES);
  const shown = filterLibrary(products, { search, type });
  const types = typesPresent(products, PRODUCT_TYPES);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">My Library</h1>
          <p className="mt-2 text-muted-foreground">Welcome back, {email}</p>
        </div>
        <div className="flex items-center gap-5">
          <Link
            to="/account/security"
            className="text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Your account
          </Link>
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline">
              Sign Out
            </Button>
          </Form>
        </div>
      </div>
      {adminPending ? (
        <p role="status" className="mt-6 rounded-lg bg-secondary px-4 py-3 text-sm">
          To open the admin area, confirm your email address with the link we sent to {email}. Link expired? Resetting
          your password from the sign-in page confirms the address too.
        </p>
      ) : null}
      <BillingPanel billing={billing} className="mt-6" />
      <Shipments shipments={shipments} />
      {products.length === 0 ? (
        <div className="mt-12 rounded-2xl border border-dashed border-border p-12 text-center">
          <BookOpen className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <p className="mt-4 font-medium">No products available yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">Contact support to get access to products.</p>
        </div>
      ) : (
        <>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search your library..."
                aria-label="Search your library"
                className="pl-10"
              />
            </div>
            <Select value={type} onValueChange={setType}>
              <SelectTrigger className="sm:w-52" aria-label="Product type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_TYPES}>All Types</SelectItem>
                {types.map((value) => (
                  <SelectItem key={value} value={value}>
                    {PRODUCT_TYPE_LABELS[value as ProductType] ?? value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p className="mt-4 text-sm text-muted-foreground" role="status">
            Showing {shown.length} of {products.length} products
          </p>
          {shown.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-border p-12 text-center">
              <Search className="mx-auto size-10 text-muted-foreground" aria-hidden />
              <p className="mt-4 font-medium">No products match your search.</p>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((product, index) => (
                <li key={product.id}>
                  {/* The first row (three wide at most) is in view as the page opens. */}
                  <LibraryCard product={product} inFirstRow={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
