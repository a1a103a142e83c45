import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import type { AdminProduct } from "../products.server";
import type { AdminActionResult } from "../action-result";
import { ProductsTab } from "./products-tab";

const GUIDE: AdminProduct = {
  id: "5b1c1d36-3f0a-4c43-9d55-0d6f1c1b7a01",
  name: "Study Guide",
  description: "Questions for each chapter.",
  productType: "workbook",
  price: "12.50",
  imageUrl: null,
  filePath: null,
  opensAt: null,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/**
 * The Products tab on /admin, with a stand-in for /admin/actions that keeps
 * every form it receives and answers `answer` (the server's JSON).
 */
function renderTab(products: AdminProduct[], answer: AdminActionResult = { ok: true, message: "Saved" }) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <>
          <ProductsTab data={{ products }} />
          <Toaster />
        </>
      ),
    },
    {
      path: "/admin/actions",
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin"]} />);
  return { user: userEvent.setup({ delay: null }), posted };
}

describe("the product dialog", () => {
  it("opens empty for Add, and closing it posts nothing", async () => {
    const { user, posted } = renderTab([GUIDE]);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const dialog = screen.getByRole("dialog", { name: "Add Product" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");
    expect(within(dialog).getByLabelText("Price")).toHaveValue(null);
    expect(within(dialog).getByRole("combobox", { name: "Product type" })).toHaveTextContent("Audiobook");
    expect(within(dialog).getByRole("checkbox", { name: "Active" })).toBeChecked();

    await user.type(within(dialog).getByLabelText("Name"), "Abandoned");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(within(screen.getByRole("dialog", { name: "Add Product" })).getByLabelText("Name")).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted).toEqual([]);
  });

  it("does not post without a name and a price", async () => {
    const { user, posted } = renderTab([]);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const dialog = screen.getByRole("dialog", { name: "Add Product" });
    await user.click(within(dialog).getByRole("button", { name: "Create Product" }));
    expect(within(dialog).getByLabelText("Name")).toBeInvalid();
    expect(within(dialog).getByLabelText("Price")).toBeInvalid();

    await user.type(within(dialog).getByLabelText("Name"), "Study Guide");
    await user.click(within(dialog).getByRole("button", { name: "Create Product" }));
    expect(within(dialog).getByLabelText("Name")).toBeValid();
    expect(posted).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Add Product" })).toBeVisible();
  });

  it("posts a new product's fields to the admin action, then closes with the server's message", async () => {
    const { user, posted } = renderTab([], { ok: true, message: "Product created successfully" });
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const dialog = screen.getByRole("dialog", { name: "Add Product" });
    await user.type(within(dialog).getByLabelText("Name"), "Study Guide");
    await user.type(within(dialog).getByLabelText("Description"), "Questions for each chapter.");
    await user.click(within(dialog).getByRole("combobox", { name: "Product type" }));
    await user.click(await screen.findByRole("option", { name: "Workbook" }));
    expect(within(dialog).getByLabelText("Document")).toBeDisabled();
    expect(within(dialog).getByLabelText("Document")).toHaveAccessibleDescription(
      "Create the product first, then edit it to upload its file.",
    );
    await user.type(within(dialog).getByLabelText("Price"), "12.50");
    await user.click(within(dialog).getByRole("button", { name: "Create Product" }));

    // A toast is there once its text is: whether it shows yet is the toaster's animation.
    expect(await screen.findByText("Product created successfully")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted).toEqual([
      {
        intent: "product.save",
        id: "",
        imageUrl: "",
        filePath: "",
        isActive: "true",
        name: "Study Guide",
        description: "Questions for each chapter.",
        productType: "workbook",
        price: "12.50",
      },
    ]);
  });

  it("keeps the dialog and what was typed when the server refuses the change, and shows why", async () => {
    const { user, posted } = renderTab([GUIDE], { ok: false, message: "This product no longer exists" });
    await user.click(screen.getByRole("button", { name: "Edit Study Guide" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Product" });
    await user.type(within(dialog).getByLabelText("Name"), ", Second Edition");
    await user.click(within(dialog).getByRole("button", { name: "Update Product" }));

    expect(await screen.findByText("This product no longer exists")).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Edit Product" })).toBeVisible();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Study Guide, Second Edition");
  });

  it("refuses a price with more than two decimals before posting", async () => {
    const { user, posted } = renderTab([GUIDE]);
    await user.click(screen.getByRole("button", { name: "Edit Study Guide" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Product" });
    await user.clear(within(dialog).getByLabelText("Price"));
    await user.type(within(dialog).getByLabelText("Price"), "12.555");
    await user.click(within(dialog).getByRole("button", { name: "Update Product" }));
    expect(within(dialog).getByLabelText("Price")).toBeInvalid();
    expect(posted).toEqual([]);
  });

  it("opens Edit with the product's saved values and posts its id with the changes", async () => {
    const { user, posted } = renderTab([GUIDE], { ok: true, message: "Product updated successfully" });
    await user.click(screen.getByRole("button", { name: "Edit Study Guide" }));
    let dialog = screen.getByRole("dialog", { name: "Edit Product" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Study Guide");
    expect(within(dialog).getByLabelText("Price")).toHaveValue(12.5);
    expect(within(dialog).getByRole("combobox", { name: "Product type" })).toHaveTextContent("Workbook");
    expect(within(dialog).getByLabelText("Document")).toBeEnabled();

    // A cancelled edit is forgotten: the next opening starts from the saved values.
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Edit Study Guide" }));
    dialog = screen.getByRole("dialog", { name: "Edit Product" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Study Guide");

    await user.clear(within(dialog).getByLabelText("Price"));
    await user.type(within(dialog).getByLabelText("Price"), "14.00");
    await user.click(within(dialog).getByRole("checkbox", { name: "Active" }));
    await user.click(within(dialog).getByRole("button", { name: "Update Product" }));

    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ intent: "product.save", id: GUIDE.id, price: "14.00", isActive: "false" }),
    ]);
  });

  it("asks where an assessment opens", async () => {
    const { user } = renderTab([]);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const dialog = screen.getByRole("dialog", { name: "Add Product" });
    expect(within(dialog).queryByLabelText("Opens at")).toBeNull();
    await user.click(within(dialog).getByRole("combobox", { name: "Product type" }));
    await user.click(await screen.findByRole("option", { name: "Assessment" }));
    expect(within(dialog).getByLabelText("Opens at")).toHaveAccessibleDescription(
      /starting with \/\) or an https:\/\//,
    );
  });
});

describe("the product rows", () => {
  it("deletes a product only once the admin confirms", async () => {
    const { user, posted } = renderTab([GUIDE], { ok: true, message: "Product deleted" });
    // happy-dom has no window.confirm: the admin's answer, no first and yes second.
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("button", { name: "Delete Study Guide" }));
    expect(confirm).toHaveBeenLastCalledWith("Delete this product?");
    expect(posted).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Study Guide" }));
    expect(await screen.findByText("Product deleted")).toBeInTheDocument();
    expect(posted).toEqual([{ intent: "product.delete", id: GUIDE.id }]);
  });

  it("deactivates an active product and activates an inactive one", async () => {
    const { user, posted } = renderTab([
      GUIDE,
      { ...GUIDE, id: "9d0e4c7a-6a51-4f6e-8d43-2f1f5e3c9b02", name: "Old Guide", isActive: false },
    ]);
    const [active, inactive] = screen.getAllByRole("listitem");
    expect(within(active!).getByText("Active")).toBeVisible();
    expect(within(inactive!).getByText("Inactive")).toBeVisible();
    await user.click(within(active!).getByRole("button", { name: "Deactivate" }));
    // The rows' buttons wait for the answer: one change at a time.
    await waitFor(() => expect(within(inactive!).getByRole("button", { name: "Activate" })).toBeEnabled());
    await user.click(within(inactive!).getByRole("button", { name: "Activate" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { intent: "product.toggle", id: GUIDE.id, isActive: "false" },
        { intent: "product.toggle", id: "9d0e4c7a-6a51-4f6e-8d43-2f1f5e3c9b02", isActive: "true" },
      ]),
    );
  });
});
