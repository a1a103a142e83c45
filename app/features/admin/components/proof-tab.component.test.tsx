import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { DEFAULT_SOCIAL_PROOF, type SocialProofSettings } from "~/content/social-proof";
import { ProofTab } from "./proof-tab";

const SAVED: SocialProofSettings = {
  ...DEFAULT_SOCIAL_PROOF,
  testimonials: {
    book: [
      { quote: "First quote.", name: "Ann", role: "Pastor", rating: 5, permission: true },
      { quote: "Second quote.", name: "Ben", role: "", rating: null, permission: false },
    ],
    program: [],
  },
};

/** The tab with a stand-in for /admin/actions that keeps every form it receives. */
function renderTab() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <>
          <ProofTab data={{ proof: SAVED }} />
          <Toaster />
        </>
      ),
    },
    {
      path: "/admin/actions",
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return { ok: true, message: "Social proof saved" };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin?tab=proof"]} />);
  return { user: userEvent.setup({ delay: null }), posted };
}

const bookList = () => screen.getByRole("region", { name: "Book page: reader stories" });

describe("the Social proof tab", () => {
  it("says which testimonials show, and reorders, removes and adds them in the form it saves", async () => {
    const { user, posted } = renderTab();
    expect(within(bookList()).getByText("1 shown on the page, in this order.")).toBeInTheDocument();
    expect(
      screen.getByText("None shown: the section is hidden until a testimonial has permission on file."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Move testimonial 2 up" }));
    await user.click(within(bookList()).getByRole("button", { name: "Add a testimonial" }));
    const third = within(bookList()).getByRole("group", { name: "Testimonial 3" });
    await user.type(within(third).getByLabelText("Quote"), "Third quote.");
    await user.type(within(third).getByLabelText("Name"), "Cara");
    await user.selectOptions(within(third).getByLabelText("Star rating"), "4");
    await user.click(within(third).getByLabelText("Permission on file"));
    await user.click(screen.getByRole("button", { name: "Save social proof" }));

    expect(await screen.findByText("Social proof saved")).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        intent: "proof.save",
        "testimonials.book.0.quote": "Second quote.",
        "testimonials.book.1.quote": "First quote.",
        "testimonials.book.1.permission": "on",
        "testimonials.book.2.quote": "Third quote.",
        "testimonials.book.2.name": "Cara",
        "testimonials.book.2.rating": "4",
        "testimonials.book.2.permission": "on",
        "recentOrders.enabled": "on",
        "recentOrders.threshold": "5",
        trialCapacity: "",
      }),
    ]);
    expect(posted[0]).not.toHaveProperty("testimonials.book.0.permission");

    await user.click(screen.getByRole("button", { name: "Remove testimonial 1" }));
    expect(within(bookList()).queryByDisplayValue("Second quote.")).toBeNull();
    expect(within(bookList()).getByRole("group", { name: "Testimonial 1" })).toContainElement(
      within(bookList()).getByDisplayValue("First quote."),
    );
  });
});
