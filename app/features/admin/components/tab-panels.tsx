import { use, type ComponentType } from "react";
import { holdHydrationFor } from "~/lib/hydration-gate";
import type { AdminTabData, LoadedTab } from "../tab-loaders.server";
import { parseAdminTab, type AdminTabId } from "../tabs";

// Each tab is a chunk of its own, loaded when it opens: the admin page then
// loads one tab's code (and its forms' zod, Radix parts...) instead of all
// eighteen.
type Panel<K extends AdminTabId> = ComponentType<{ data: AdminTabData<K> }>;

const PANELS: { [K in AdminTabId]: () => Promise<Panel<K>> } = {
  products: () => import("./products-tab").then((module) => module.ProductsTab),
  chapters: () => import("./chapters-tab").then((module) => module.ChaptersTab),
  access: () => import("./access-tab").then((module) => module.AccessTab),
  users: () => import("./users-tab").then((module) => module.UsersTab),
  revenue: () => import("./revenue-tab").then((module) => module.RevenueTab),
  analytics: () => import("./analytics-tab").then((module) => module.AnalyticsTab),
  funnel: () => import("~/features/analytics").then((module) => module.FunnelReport),
  leads: () => import("./leads-tab").then((module) => module.LeadsTab),
  emails: () => import("./emails-tab").then((module) => module.EmailsTab),
  site: () => import("./site-tab").then((module) => module.SiteTab),
  pages: () => import("./pages-tab").then((module) => module.PagesTab),
  proof: () => import("./proof-tab").then((module) => module.ProofTab),
  legal: () => import("./legal-tab").then((module) => module.LegalTab),
  offers: () => import("./offers-tab").then((module) => module.OffersTab),
  orders: () => import("./orders-tab").then((module) => module.OrdersTab),
  history: () => import("./history-tab").then((module) => module.HistoryTab),
  data: () => import("./data-requests-tab").then((module) => module.DataRequestsTab),
  clients: () => import("./sign-in-clients-tab").then((module) => module.SignInClientsTab),
};

type AnyPanel = ComponentType<{ data: LoadedTab["data"] }>;
// One promise per tab, so that rendering it again reads the same one (React's `use` needs that), and
// the panels already loaded, which render without suspending even once.
const loading = new Map<AdminTabId, Promise<AnyPanel>>();
const loaded = new Map<AdminTabId, AnyPanel>();

/** Starts loading a tab's panel, as its tab is chosen, beside its data. */
export function loadAdminPanel(tab: AdminTabId): Promise<AnyPanel> {
  let panel = loading.get(tab);
  if (!panel) {
    panel = (PANELS[tab]() as Promise<AnyPanel>).then((component) => {
      loaded.set(tab, component);
      return component;
    });
    loading.set(tab, panel);
  }
  return panel;
}

// The server renders the open tab in full; the browser loads its panel before hydrating that HTML.
if (!import.meta.env.SSR)
  holdHydrationFor(() => loadAdminPanel(parseAdminTab(new URLSearchParams(location.search).get("tab"))));

/** The open tab's panel, given the data its loader returned (suspends while its code loads). */
export function AdminTabPanel({ open }: { open: LoadedTab }) {
  const Panel = loaded.get(open.tab) ?? use(loadAdminPanel(open.tab));
  // eslint-disable-next-line react-hooks/static-components -- each tab's component, made once when its chunk loaded
  return <Panel data={open.data} />;
}
