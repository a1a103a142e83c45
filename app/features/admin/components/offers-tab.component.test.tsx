import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { DEFAULT_OFFERS } from "~/content/offers";
import type { AdminActionResult } from "../action-result";
import { OffersTab } from "./offers-tab";

const SERIES = { id: "5b1c1d36-3f0a-4c43-9d55-0d6f1c1b7a01", name: "Visual Transformation Series", isActive: true };

/**
 * The Offers tab on /admin?tab=offers with two offers, whose forms post to
 * the page itself: a stand-in for its action keeps every form it receives
 * and answers `answer` (what the server answers a fetcher).
 */
function renderTab(answer: AdminActionResult) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const data = {
    offers: [DEFAULT_OFFERS["book-bundle"], DEFAULT_OFFERS["visual-series"]],
    products: [SERIES],
    placeholders: [],
    checksStripePrices: false,
    coupons: [],
    siteUrl: "https://rerouted.example",
  };
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <>
          <OffersTab data={data} />
          <Toaster />
        </>
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push({ ...Object.fromEntries(form), grants: form.getAll("grants").join(",") });
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin?tab=offers"]} />);
  return { user: userEvent.setup({ delay: null }), posted };
}

const card = (name: string) => within(screen.getByRole("region", { name }));

describe("the Offers tab", () => {
  it("posts a price typed with its dollar sign, and shows the save's warnings", async () => {
    const { user, posted } = renderTab({
      ok: true,
      message: "Bundle saved",
      warnings: ["This offer grants no library product: a buyer's library stays as it was"],
    });
    const bundle = card("Bundle");
    await user.clear(bundle.getByLabelText("Price"));
    await user.type(bundle.getByLabelText("Price"), "$26,50");
    await user.clear(bundle.getByLabelText("Checkout link"));
    await user.type(bundle.getByLabelText("Checkout link"), "pay.grace-author.org/bundle");
    await user.click(bundle.getByRole("button", { name: "Save Bundle" }));

    expect(await screen.findByText("Bundle saved")).toBeInTheDocument();
    expect(
      await screen.findByText("This offer grants no library product: a buyer's library stays as it was."),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        offerId: "book-bundle",
        price: "$26,50",
        cartUrl: "https://pay.grace-author.org/bundle",
        grants: "",
      }),
    ]);
  });

  it("refuses another currency before posting, naming its sign", async () => {
    const { user, posted } = renderTab({ ok: true, message: "Bundle saved" });
    const bundle = card("Bundle");
    await user.clear(bundle.getByLabelText("Price"));
    await user.type(bundle.getByLabelText("Price"), "€26");
    await user.click(bundle.getByRole("button", { name: "Save Bundle" }));
    expect(bundle.getByLabelText("Price")).toHaveAccessibleDescription(
      'Price is in US dollars: type the amount without "€"',
    );
    expect(posted).toEqual([]);
  });

  it("keeps every edit of the offer when the server refuses the save", async () => {
    const gone = "A chosen product no longer exists";
    const { user, posted } = renderTab({ ok: false, message: gone, fieldErrors: { grants: gone } });
    const series = card("Visual Transformation Series");
    await user.clear(series.getByLabelText("Price"));
    await user.type(series.getByLabelText("Price"), "39");
    await user.selectOptions(series.getByLabelText("Checkout provider"), "ThriveCart");
    await user.type(series.getByLabelText("ThriveCart product ID"), "7");
    await user.click(series.getByRole("checkbox", { name: SERIES.name }));
    await user.click(series.getByRole("button", { name: "Save Visual Transformation Series" }));

    expect(await series.findByText(gone, { selector: "p" })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ offerId: "visual-series", grants: SERIES.id })]);
    expect(series.getByLabelText("Price")).toHaveValue("39");
    expect(series.getByLabelText("Checkout provider")).toHaveValue("thrivecart");
    expect(series.getByLabelText("ThriveCart product ID")).toHaveValue("7");
    expect(series.getByRole("checkbox", { name: SERIES.name })).toBeChecked();
    // The other offer's form shows nothing of it.
    expect(card("Bundle").queryByText(gone)).toBeNull();
  });
});
