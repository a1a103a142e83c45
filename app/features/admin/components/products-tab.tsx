import { Pencil, Plus, Trash as Trash2 } from "~/components/ui/icons";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { PRODUCT_TYPE_LABELS, type ProductType } from "~/content/product-types";
import type { AdminProduct } from "../products.server";
import type { AdminTabData } from "../tab-loaders.server";
import type { productDeleteForm, productToggleForm } from "../schemas";
import { fieldNames } from "~/lib/forms";
import { ProductDialog } from "./product-dialog";
import { EmptyState, PanelHeader } from "./panel";
import { AdminForm, confirmFirst } from "./admin-form";
import { useAdminAction, type AdminActionState } from "./use-admin-action";

// Only the server checks these forms: their names without their schemas (zod stays off the default tab).
const toggleField = fieldNames<typeof productToggleForm>();
const deleteField = fieldNames<typeof productDeleteForm>();

export function ProductsTab({ data }: { data: AdminTabData<"products"> }) {
  // Owned here, not by the row: a deleted row unmounts before its toast could show.
  const action = useAdminAction();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (product: AdminProduct | null) => {
    setEditing(product);
    setOpen(true);
  };
  return (
    <div>
      <PanelHeader
        title="Products"
        description="Everything the shop sells, newest first."
        action={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden /> Add Product
          </Button>
        }
      />
      {data.products.length === 0 ? (
        <EmptyState>No products yet.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Products">
          {data.products.map((product) => (
            <ProductRow key={product.id} product={product} action={action} onEdit={() => openDialog(product)} />
          ))}
        </ul>
      )}
      <ProductDialog product={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}

function ProductRow({
  product,
  action,
  onEdit,
}: {
  product: AdminProduct;
  action: AdminActionState;
  onEdit: () => void;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            className="size-16 shrink-0 rounded-lg border border-border object-cover"
          />
        ) : (
          <div className="size-16 shrink-0 rounded-lg border border-dashed border-border bg-muted" aria-hidden />
        )}
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{product.name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">
              {PRODUCT_TYPE_LABELS[product.productType as ProductType] ?? product.productType}
            </Badge>
            <span>${product.price}</span>
            <Badge variant={product.isActive ? "success" : "secondary"}>
              {product.isActive ? "Active" : "Inactive"}
            </Badge>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <AdminForm action={action} intent="product.toggle">
          <input type="hidden" name={toggleField("id")} value={product.id} />
          <input type="hidden" name={toggleField("isActive")} value={String(!product.isActive)} />
          <Button type="submit" variant="outline" size="sm" disabled={action.pending}>
            {product.isActive ? "Deactivate" : "Activate"}
          </Button>
        </AdminForm>
        <AdminForm action={action} intent="product.delete" onSubmit={confirmFirst("Delete this product?")}>
          <input type="hidden" name={deleteField("id")} value={product.id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="text-destructive"
            disabled={action.pending}
            aria-label={`Delete ${product.name}`}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        </AdminForm>
      </div>
    </li>
  );
}
