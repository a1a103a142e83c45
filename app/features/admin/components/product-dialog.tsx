import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from "~/content/product-types";
import type { AdminProduct } from "../products.server";
import { acceptsUpload } from "../uploads";
import type { productForm } from "../schemas";
import { fieldNames } from "~/lib/forms";
import { uploadFile } from "./upload-file";
import { AdminForm } from "./admin-form";
import { useAdminAction } from "./use-admin-action";
import { useUnsavedUploads } from "./use-unsaved-uploads";

// Only the server checks the product form: its names without its schema (zod stays off the default tab).
const productField = fieldNames<typeof productForm>();

/** SPEC section 2: one dialog for Add and Edit; `product` null means Add. */
export function ProductDialog({
  product,
  open,
  onOpenChange,
}: {
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Keyed so each opening starts from the product's saved values. */}
        {open ? <ProductForm key={product?.id ?? "new"} product={product} onSaved={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onSaved }: { product: AdminProduct | null; onSaved: () => void }) {
  const id = useId();
  const [name, setName] = useState(product?.name ?? "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [productType, setProductType] = useState<ProductType>((product?.productType as ProductType) ?? "audiobook");
  const [price, setPrice] = useState(product?.price ?? "");
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const [imageUrl, setImageUrl] = useState(product?.imageUrl ?? "");
  const [filePath, setFilePath] = useState(product?.filePath ?? "");
  const [opensAt, setOpensAt] = useState(product?.opensAt ?? "");
  const [progress, setProgress] = useState<number | null>(null);
  const [fileProgress, setFileProgress] = useState<number | null>(null);
  const takesDocument = acceptsUpload(productType, "document");
  const uploads = useUnsavedUploads();
  const save = useAdminAction(() => {
    uploads.saved();
    onSaved();
  });

  async function onImage(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadFile(
        `/admin/uploads/image?name=${encodeURIComponent(file.name)}`,
        file,
        setProgress,
      );
      if (uploaded.url) {
        // An image uploaded earlier in this dialog and now replaced is removed; the saved one stays.
        if (imageUrl) uploads.dropped(imageUrl);
        uploads.uploaded(uploaded.url);
        setImageUrl(uploaded.url);
      }
      toast.success("Image uploaded successfully");
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  }

  async function onDocument(file: File | undefined) {
    if (!file || !product) return;
    setFileProgress(0);
    try {
      const uploaded = await uploadFile(
        `/admin/uploads/document?${new URLSearchParams({ productId: product.id, name: file.name })}`,
        file,
        setFileProgress,
      );
      // A document uploaded earlier in this dialog and now replaced is removed; the saved one stays.
      if (filePath && filePath !== product.filePath) uploads.dropped(filePath);
      uploads.uploaded(uploaded.key);
      setFilePath(uploaded.key);
      toast.success("File uploaded successfully");
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setFileProgress(null);
    }
  }

  return (
    <AdminForm action={save} intent="product.save" className="grid gap-4">
      <input type="hidden" name={productField("id")} value={product?.id ?? ""} />
      {/* The uploads' addresses (the files went to /admin/uploads) and the Radix checkbox's state. */}
      <input type="hidden" name={productField("imageUrl")} value={imageUrl} />
      <input type="hidden" name={productField("filePath")} value={takesDocument ? filePath : ""} />
      <input type="hidden" name={productField("isActive")} value={String(isActive)} />
      <DialogHeader>
        <DialogTitle>{product ? "Edit Product" : "Add Product"}</DialogTitle>
        <DialogDescription>
          {product ? "Change the product's details." : "Add a product to the catalogue."}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          name={productField("name")}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          name={productField("description")}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-type`}>Product type</Label>
          <Select
            name={productField("productType")}
            value={productType}
            onValueChange={(v) => setProductType(v as ProductType)}
          >
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {PRODUCT_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-price`}>Price</Label>
          <Input
            id={`${id}-price`}
            name={productField("price")}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            required
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-image`}>Image</Label>
        <div className="flex items-center gap-3">
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-14 shrink-0 rounded-lg border border-border object-cover" />
          ) : null}
          <Input
            id={`${id}-image`}
            type="file"
            accept="image/*"
            disabled={progress !== null}
            onChange={(e) => void onImage(e.target.files?.[0])}
          />
        </div>
        {progress !== null ? <Progress value={progress} label="Image upload" /> : null}
      </div>
      {takesDocument ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-document`}>Document</Label>
          <Input
            id={`${id}-document`}
            type="file"
            accept=".pdf,.epub,.docx,.xlsx,.pptx"
            disabled={!product || fileProgress !== null}
            aria-describedby={`${id}-document-hint`}
            onChange={(e) => void onDocument(e.target.files?.[0])}
          />
          <p id={`${id}-document-hint`} className="text-sm text-muted-foreground">
            {!product
              ? "Create the product first, then edit it to upload its file."
              : filePath
                ? `Members download ${filePath.split("/").pop()?.replace(/^\d+-/, "")}. A new file replaces it.`
                : "A PDF (viewable in the browser), EPUB, Word, Excel or PowerPoint file that members download."}
          </p>
          {fileProgress !== null ? <Progress value={fileProgress} label="Document upload" /> : null}
        </div>
      ) : null}
      {productType === "assessment" ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-opens-at`}>Opens at</Label>
          <Input
            id={`${id}-opens-at`}
            name={productField("opensAt")}
            value={opensAt}
            placeholder="/author-journey-assessment"
            aria-describedby={`${id}-opens-at-hint`}
            onChange={(e) => setOpensAt(e.target.value)}
          />
          <p id={`${id}-opens-at-hint`} className="text-sm text-muted-foreground">
            A page of this site (starting with /) or an https:// address. The library card&apos;s button opens it.
          </p>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-active`} checked={isActive} onCheckedChange={(v) => setIsActive(v === true)} />
        <Label htmlFor={`${id}-active`}>Active</Label>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.pending || progress !== null || fileProgress !== null}>
          {save.pending ? "Saving..." : product ? "Update Product" : "Create Product"}
        </Button>
      </DialogFooter>
    </AdminForm>
  );
}
