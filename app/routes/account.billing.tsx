import { data, Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireUser } from "~/features/auth/session.server";
import { billingAccessOfUser, createBillingPortalUrl } from "~/features/stripe/billing-portal.server";
import { THRIVECART_BILLING_NOTE } from "~/features/stripe/billing-copy";
import type { Route } from "./+types/account.billing";

export function meta() {
  return [{ title: "Manage billing | Rerouted" }, { name: "robots", content: "noindex" }];
}

/**
 * POST /account/billing ("Manage billing" in the library and on the
 * account page) and GET /account/billing (the "Update your card" email's
 * link, which must outlive a portal session): for the signed-in buyer
 * only, a Stripe customer portal session for the customer of their own
 * subscription, then 303 to it. Nothing in the request chooses the
 * customer. Signed-out visitors sign in first and come back here.
 */
async function openPortal({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { config, db, log } = context.services;
  const user = await requireUser(request, context);
  const access = await billingAccessOfUser(db, user.id);
  if (access.kind === "thrivecart") return data({ message: THRIVECART_BILLING_NOTE }, { status: 409 });
  if (access.kind === "none")
    return data({ message: "This account has no subscription or payment plan to manage." }, { status: 404 });
  if (!config.stripe)
    return data({ message: "Billing cannot be opened right now. Please try again later." }, { status: 503 });
  try {
    const url = await createBillingPortalUrl(config.stripe, { customerId: access.customerId, baseUrl: config.baseUrl });
    // Stripe's own page (an address Stripe answered, never one from the request), as the checkout links do.
    return new Response(null, { status: 303, headers: { Location: url } });
  } catch (error) {
    log.error("stripe billing portal failed", { error: (error as Error).message });
    return data({ message: "The payment provider did not answer. Please try again in a minute." }, { status: 502 });
  }
}

export const loader = openPortal;
export const action = openPortal;

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const message = (actionData ?? loaderData)?.message;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Manage billing</CardTitle>
          <CardDescription role="status">{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/dashboard" className="text-sm font-medium underline underline-offset-4">
            Back to My Library
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
