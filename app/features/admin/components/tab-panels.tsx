import type { ComponentType } from "react";
import { FunnelReport } from "~/features/analytics";
import type { AdminTabData, LoadedTab } from "../tab-loaders.server";
import type { AdminTabId } from "../tabs";
import { AccessTab } from "./access-tab";
import { AnalyticsTab } from "./analytics-tab";
import { ChaptersTab } from "./chapters-tab";
import { DataRequestsTab } from "./data-requests-tab";
import { EmailsTab } from "./emails-tab";
import { HistoryTab } from "./history-tab";
import { LeadsTab } from "./leads-tab";
import { LegalTab } from "./legal-tab";
import { OffersTab } from "./offers-tab";
import { OrdersTab } from "./orders-tab";
import { PagesTab } from "./pages-tab";
import { ProductsTab } from "./products-tab";
import { ProofTab } from "./proof-tab";
import { RevenueTab } from "./revenue-tab";
import { SignInClientsTab } from "./sign-in-clients-tab";
import { SiteTab } from "./site-tab";
import { UsersTab } from "./users-tab";

const PANELS: { [K in AdminTabId]: ComponentType<{ data: AdminTabData<K> }> } = {
  products: ProductsTab,
  chapters: ChaptersTab,
  access: AccessTab,
  users: UsersTab,
  revenue: RevenueTab,
  analytics: AnalyticsTab,
  funnel: FunnelReport,
  leads: LeadsTab,
  emails: EmailsTab,
  site: SiteTab,
  pages: PagesTab,
  proof: ProofTab,
  legal: LegalTab,
  offers: OffersTab,
  orders: OrdersTab,
  history: HistoryTab,
  data: DataRequestsTab,
  clients: SignInClientsTab,
};

/** The open tab's panel, given the data its loader returned. */
export function AdminTabPanel({ loaded }: { loaded: LoadedTab }) {
  const Panel = PANELS[loaded.tab] as ComponentType<{ data: LoadedTab["data"] }>;
  return <Panel data={loaded.data} />;
}
