import { BookOpen } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PRODUCT_TYPE_LABELS, type ProductType } from "~/content/product-types";
import { requireUser } from "~/features/auth/session.server";
import { listLibrary } from "~/features/library/library.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "My Library | Rerouted" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context.services);
  const products = await listLibrary(context.services.db, user.id);
  return { email: user.email, products };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, products } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">My Library</h1>
          <p className="mt-2 text-muted-foreground">Welcome back, {email}</p>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline">
            Sign Out
          </Button>
        </Form>
      </div>
      {products.length === 0 ? (
        <div className="mt-12 rounded-2xl border border-dashed border-border p-12 text-center">
          <BookOpen className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <p className="mt-4 font-medium">No products available yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">Contact support to get access to products.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <Card className="h-full">
                <CardHeader>
                  <Badge variant="secondary" className="w-fit">
                    {PRODUCT_TYPE_LABELS[product.productType as ProductType] ?? product.productType}
                  </Badge>
                  <CardTitle className="mt-2">{product.name}</CardTitle>
                  <CardDescription>{product.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  {product.duration ? (
                    <p className="text-sm text-muted-foreground">{Math.round(product.duration / 60)} min</p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
