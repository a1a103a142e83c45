/**
 * The /admin tabs, in display order. The active tab lives in the `?tab=`
 * search param so it survives a reload and can be linked. Adding a tab is
 * one entry here; the type system then asks for its loader
 * (`tab-loaders.server.ts`) and its panel (`components/tab-panels.tsx`).
 */
export const ADMIN_TABS = [
  { id: "products", label: "Products" },
  { id: "chapters", label: "Chapters" },
  { id: "access", label: "Access" },
  { id: "users", label: "Users" },
  { id: "revenue", label: "Revenue" },
  { id: "analytics", label: "Analytics" },
  { id: "funnel", label: "Funnel" },
  { id: "leads", label: "Leads" },
  { id: "emails", label: "Emails" },
  { id: "site", label: "Site" },
  { id: "pages", label: "Pages" },
  { id: "proof", label: "Social proof" },
  { id: "legal", label: "Legal" },
  { id: "offers", label: "Offers" },
  { id: "orders", label: "Orders" },
  { id: "history", label: "History" },
  { id: "data", label: "Data requests" },
  { id: "clients", label: "Sign-in clients" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/** SPEC section 2: Products is the default tab; an unknown value falls back to it. */
export function parseAdminTab(value: string | null | undefined): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? "products";
}

export function adminTabHref(tab: AdminTabId): string {
  return tab === "products" ? "/admin" : `/admin?tab=${tab}`;
}
