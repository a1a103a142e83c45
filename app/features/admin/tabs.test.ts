import { describe, expect, it } from "vitest";
import { adminTabHref, ADMIN_TABS, parseAdminTab } from "./tabs";

describe("admin tabs", () => {
  it("lists SPEC's six tabs first, Products default, then Funnel, Leads, Emails, Site, Pages, Social proof, Legal, Offers, Orders, History, Data requests and Sign-in clients", () => {
    expect(ADMIN_TABS.map((t) => t.label)).toEqual([
      "Products",
      "Chapters",
      "Access",
      "Users",
      "Revenue",
      "Analytics",
      "Funnel",
      "Leads",
      "Emails",
      "Site",
      "Pages",
      "Social proof",
      "Legal",
      "Offers",
      "Orders",
      "History",
      "Data requests",
      "Sign-in clients",
    ]);
  });

  it("reads the tab from the URL and falls back to Products", () => {
    expect(parseAdminTab("revenue")).toBe("revenue");
    expect(parseAdminTab(null)).toBe("products");
    expect(parseAdminTab("constructor")).toBe("products");
    expect(parseAdminTab("REVENUE")).toBe("products");
  });

  it("links the default tab without a query string", () => {
    expect(adminTabHref("products")).toBe("/admin");
    expect(adminTabHref("emails")).toBe("/admin?tab=emails");
    expect(adminTabHref("site")).toBe("/admin?tab=site");
    expect(adminTabHref("offers")).toBe("/admin?tab=offers");
    expect(adminTabHref("legal")).toBe("/admin?tab=legal");
  });
});
