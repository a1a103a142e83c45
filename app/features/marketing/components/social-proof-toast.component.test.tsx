import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PublicSiteContent } from "~/lib/public-site-content";
import { SiteContentProvider } from "~/lib/site-content-context";
import type { RecentOrder } from "../recent-orders";
import { SocialProofToast } from "./social-proof-toast";

const NOW = new Date("2026-11-28T12:00:00Z");
const ORDERS: RecentOrder[] = [
  { firstName: "Sarah", city: "Nashville", optionId: "book-bundle", at: "2026-11-28T10:00:00.000Z" },
  { firstName: null, city: null, optionId: "book-digital", at: "2026-11-28T11:30:00.000Z" },
];

function renderToast(orders: RecentOrder[], copy: PublicSiteContent["copy"] = {}) {
  vi.useFakeTimers({ now: NOW, toFake: ["setInterval", "clearInterval", "Date"] });
  render(
    <SiteContentProvider value={{ copy } as PublicSiteContent}>
      <SocialProofToast purchaseId="buy" orders={orders} />
    </SiteContentProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the book page's recent-orders toast", () => {
  it("shows each real order in turn with SPEC's timing: 10 s quiet, then 5 s, every 15 s", () => {
    renderToast(ORDERS);
    expect(screen.queryByTestId("social-proof")).toBeNull();
    advance(10_000);
    expect(screen.getByTestId("social-proof")).toHaveTextContent(
      "Sarah from Nashville ordered the Complete Bundle 2 hours ago",
    );
    advance(5_000);
    expect(screen.queryByTestId("social-proof")).toBeNull();
    advance(10_000);
    // No name or city on the order: none is made up.
    expect(screen.getByTestId("social-proof")).toHaveTextContent("Someone ordered the Digital Edition 30 minutes ago");
  });

  it("speaks in the owner's words from the Pages tab", () => {
    renderToast(ORDERS.slice(0, 1), { "book.socialProof.verb": "bought", "bookOptions.book-bundle.name": "Bundle" });
    advance(10_000);
    expect(screen.getByTestId("social-proof")).toHaveTextContent("Sarah from Nashville bought the Bundle 2 hours ago");
  });

  it("can be dismissed for the rest of the visit", () => {
    renderToast(ORDERS);
    advance(10_000);
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).click());
    expect(screen.queryByTestId("social-proof")).toBeNull();
    advance(30_000);
    expect(screen.queryByTestId("social-proof")).toBeNull();
  });
});
