import { loadDataRequests } from "~/features/data-rights/index.server";
import { listClients } from "~/features/oauth-provider/index.server";
import { loadFunnelReport } from "~/features/analytics/index.server";
import { abandonedCheckoutCounts } from "~/features/stripe/index.server";
import { parseReportRange } from "~/features/analytics";
import type { Services } from "~/services.server";
import { feedsFetchedByProduct, sharedFeeds } from "~/features/podcast-feed/index.server";
import { countGrants, listGrants, listProductChoices } from "./access.server";
import { cachedAggregate } from "./aggregate-cache.server";
import { findChapterToEdit, listChapterProducts, listChapters } from "./chapters.server";
import { loadOutbox } from "./emails.server";
import { loadLeads } from "./leads.server";
import { loadListening } from "./listening.server";
import { loadOrders } from "./orders.server";
import { listProducts } from "./products.server";
import { loadRevenue } from "./revenue.server";
import { loadHistory } from "./history.server";
import { loadLegalTab } from "./legal.server";
import { loadPagesTab } from "./page-copy.server";
import { loadOffersTab, loadSiteTab } from "./site-content.server";
import { loadProofTab } from "./social-proof.server";
import type { AdminTabId } from "./tabs";
import { countUsers, listUsers, loadManagedUser } from "./users.server";

interface TabContext {
  services: Services;
  url: URL;
  /** The admin looking: the Users tab says what they may not do to their own account. */
  adminId: string;
}

/** Each tab's data, loaded only when that tab is open. */
const TAB_LOADERS = {
  products: async ({ services }: TabContext) => ({ products: await listProducts(services.db) }),
  chapters: async ({ services, url }: TabContext) => ({
    chapters: await listChapters(services.db),
    products: await listChapterProducts(services.db),
    // ?edit={chapter id}: the edit form, a page of its own so that it works without JavaScript too.
    editing: await findChapterToEdit(services.db, url.searchParams.get("edit") ?? ""),
  }),
  access: async ({ services: { db } }: TabContext) => {
    const [grants, shared, feedCounts] = await Promise.all([
      listGrants(db),
      sharedFeeds(db),
      feedsFetchedByProduct(db),
    ]);
    const products = await listProductChoices(db);
    return {
      grants: grants.map((grant) => ({ ...grant, feedShared: shared.has(`${grant.userId}:${grant.productId}`) })),
      total: await cachedAggregate("grants.total", () => countGrants(db)),
      products,
      // Per product: distinct private podcast feeds fetched in the last 30 days.
      feedsFetched: products.flatMap((p) => {
        const feeds = feedCounts.get(p.id);
        return feeds ? [{ productName: p.name, feeds }] : [];
      }),
    };
  },
  users: async ({ services: { db, config }, url, adminId }: TabContext) => ({
    users: await listUsers(db),
    total: await cachedAggregate("users.total", () => countUsers(db)),
    // ?user={id}[&confirm=anonymise|delete]: the Manage panel and its confirmation steps, as pages of their own.
    managed: await loadManagedUser(db, {
      id: url.searchParams.get("user") ?? "",
      actorId: adminId,
      adminEmails: config.adminEmails,
      confirm: url.searchParams.get("confirm"),
    }),
  }),
  revenue: ({ services }: TabContext) => cachedAggregate("revenue", () => loadRevenue(services.db)),
  analytics: ({ services }: TabContext) => cachedAggregate("listening", () => loadListening(services.db)),
  funnel: async ({ services, url }: TabContext) => {
    const range = parseReportRange(url.searchParams, new Date());
    // Composed here: the Stripe feature keeps the abandoned checkouts, analytics the traffic.
    return {
      ...(await loadFunnelReport(services.db, range)),
      checkouts: await abandonedCheckoutCounts(services.db, range.bounds),
    };
  },
  leads: ({ services, url }: TabContext) =>
    loadLeads(
      services.db,
      url.searchParams.get("q")?.trim().slice(0, 200) || undefined,
      services.config.leadsWebhook !== undefined,
    ),
  emails: ({ services }: TabContext) => loadOutbox(services.db),
  site: ({ services }: TabContext) => loadSiteTab(services),
  pages: ({ services, url }: TabContext) => loadPagesTab(services, url.searchParams.get("page")),
  proof: ({ services }: TabContext) => loadProofTab(services),
  legal: ({ services, url }: TabContext) => loadLegalTab(services, url.searchParams.get("page")),
  offers: ({ services }: TabContext) => loadOffersTab(services),
  // ?show=to-ship: the orders waiting to be shipped, a page of its own so the filter works without JavaScript.
  orders: ({ services, url }: TabContext) =>
    loadOrders(services.db, { toShip: url.searchParams.get("show") === "to-ship" }),
  history: ({ services }: TabContext) => loadHistory(services),
  // ?email={address}[&confirm=erase]: what the site holds under it, and the erasure's confirmation step.
  data: ({ services, url }: TabContext) => loadDataRequests(services.db, url.searchParams),
  clients: async ({ services }: TabContext) => ({ clients: await listClients(services.db) }),
} satisfies Record<AdminTabId, (context: TabContext) => Promise<unknown>>;

type Loaders = typeof TAB_LOADERS;
export type AdminTabData<K extends AdminTabId = AdminTabId> = Awaited<ReturnType<Loaders[K]>>;
export type LoadedTab = { [K in AdminTabId]: { tab: K; data: AdminTabData<K> } }[AdminTabId];

export async function loadAdminTab(tab: AdminTabId, context: TabContext): Promise<LoadedTab> {
  return { tab, data: await TAB_LOADERS[tab](context) } as LoadedTab;
}
