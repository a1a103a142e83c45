import { ShieldExclamationPoint as ShieldAlert } from "~/components/ui/icons";
import { data, Link, useActionData, useLocation, useNavigate, useNavigation } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cachedAggregate } from "~/features/admin/aggregate-cache.server";
import { LaunchChecklist } from "~/features/admin/components/launch-checklist";
import { AdminTabPanel, loadAdminPanel } from "~/features/admin/components/tab-panels";
import { StatsStrip } from "~/features/admin/components/stats-strip";
import { getAdminStats } from "~/features/admin/stats.server";
import { loadLaunchSetup } from "~/features/admin/launch-setup.server";
import { listOrdersNeedingAttention } from "~/features/admin/orders.server";
import { loadStripePriceReport, loadStripeWebhookReport } from "~/features/admin/stripe-prices.server";
import { isDocumentPost, performAdminAction, redirectWithResult } from "~/features/admin/post.server";
import { resultText } from "~/features/admin/action-result";
import { loadAdminTab } from "~/features/admin/tab-loaders.server";
import { adminTabHref, ADMIN_TABS, parseAdminTab } from "~/features/admin/tabs";
import { requireAdmin } from "~/features/auth/session.server";
import { takeNotice } from "~/lib/flash-notice.server";
import { emptySectionItems, ordersNeedingAttentionItems } from "~/lib/launch-checklist";
import type { Route } from "./+types/admin";

export function meta() {
  return [
    { title: "Admin Dashboard | Rerouted" },
    { name: "description", content: "Manage the site's products, members, offers and analytics." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const tab = parseAdminTab(url.searchParams.get("tab"));
  const [stats, active, { checklist, content }, setup, needingAttention, prices, webhook, { notice, headers }] =
    await Promise.all([
      cachedAggregate("stats", () => getAdminStats(context.services.db)),
      loadAdminTab(tab, { services: context.services, url, adminId: admin.id }),
      context.services.siteContent.fresh(),
      loadLaunchSetup(context.services),
      listOrdersNeedingAttention(context.services.db),
      loadStripePriceReport(context.services),
      loadStripeWebhookReport(context.services),
      // The result of a change posted without JavaScript (routes/admin.actions.ts).
      takeNotice(request, context.services.config),
    ]);
  const orders = ordersNeedingAttentionItems(needingAttention);
  const emptySections = emptySectionItems(content);
  return data(
    {
      stats,
      active,
      checklist,
      setup,
      orders,
      emptySections,
      prices,
      webhook,
      notice,
      twoFactorEnabled: admin.twoFactorEnabled,
    },
    { headers },
  );
}

/**
 * The Site and Offers tabs post here rather than to /admin/actions: without
 * JavaScript, a refused save is answered with this page itself, every
 * field as typed and each message next to its field, where a redirect
 * would reload the saved values and lose every edit. With JavaScript the
 * form's fetcher gets the same answer as /admin/actions gives.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { status, result } = await performAdminAction(request, context.services, admin);
  if (result.ok && isDocumentPost(request)) return redirectWithResult(request, result, context.services);
  return data(result, { status });
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { stats, active, checklist, setup, orders, emptySections, prices, webhook, twoFactorEnabled } = loaderData;
  // A save refused without JavaScript: its message heads the page (the form shows what was typed).
  const posted = useActionData<typeof action>();
  const notice = loaderData.notice ?? (posted && !posted.ok ? { text: resultText(posted), ok: false } : null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  // Switch the tab at once and show the spinner until its data arrives.
  const shownTab = pending ? parseAdminTab(new URLSearchParams(navigation.location.search).get("tab")) : active.tab;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Manage products, users, and analytics</p>
      {notice ? (
        <Alert variant={notice.ok ? "info" : "destructive"} className="mt-6">
          {notice.text}
        </Alert>
      ) : null}
      <LaunchChecklist
        items={checklist}
        setup={setup}
        orders={orders}
        emptySections={emptySections}
        prices={prices}
        webhook={webhook}
      />
      {twoFactorEnabled ? null : <TwoFactorReminder />}
      <StatsStrip stats={stats} />
      <Tabs
        className="mt-10"
        value={shownTab}
        onValueChange={(value) => {
          const tab = parseAdminTab(value);
          void loadAdminPanel(tab);
          void navigate(adminTabHref(tab), { preventScrollReset: true });
        }}
      >
        <TabsList aria-label="Admin sections" className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {ADMIN_TABS.map((tab) => (
            // Only the shown tab's panel is rendered (the other seventeen would be empty panels to
            // hydrate), so only its trigger names a panel it controls.
            <TabsTrigger key={tab.id} value={tab.id} {...(tab.id === shownTab ? {} : { "aria-controls": undefined })}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent key={shownTab} value={shownTab} className="mt-2">
          {pending || shownTab !== active.tab ? (
            <div className="flex justify-center py-24">
              <Spinner size="lg" />
            </div>
          ) : (
            <AdminTabPanel open={active} />
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** An admin account guards every customer's data: nudge its owner towards a second factor. */
function TwoFactorReminder() {
  return (
    <Alert variant="info" className="mt-6">
      <ShieldAlert aria-hidden />
      <p className="font-medium">Two-factor authentication is off for your account.</p>
      <p className="text-muted-foreground">
        A stolen password would open the whole admin area.{" "}
        <Link to="/account/security" className="font-medium text-primary underline underline-offset-4">
          Turn on two-factor authentication
        </Link>
      </p>
    </Alert>
  );
}

/** A failure here keeps the site's header and leads back to the admin dashboard. */
export function ErrorBoundary() {
  return <RouteError backTo="/admin" backLabel="Back to the admin dashboard" />;
}
