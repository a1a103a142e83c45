import { Download, FileText } from "~/components/ui/icons";
import { ProductHeader } from "~/components/layout/product-header";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { documentDownloadUrl, documentViewUrl } from "~/lib/product-files";

export interface ProductDocument {
  fileName: string;
  isPdf: boolean;
}

/** A workbook (or other file product): its document to download, and to read in the browser when it is a PDF. */
export function DocumentProduct(props: {
  product: { id: string; name: string; description: string; productType: string; imageUrl: string | null };
  document: ProductDocument | null;
}) {
  const { product, document } = props;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ProductHeader product={product} />
      <div className="mt-8 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7">
        {document ? (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <FileText className="size-6" aria-hidden />
              </span>
              <div className="min-w-0">
                <h2 className="font-display text-xl font-semibold">Your file</h2>
                <p className="truncate text-sm text-muted-foreground">{document.fileName}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={documentDownloadUrl(product.id)} download className={cn(buttonVariants())}>
                <Download aria-hidden /> Download
              </a>
              {document.isPdf ? (
                <a
                  href={documentViewUrl(product.id)}
                  target="_blank"
                  rel="noopener"
                  className={cn(buttonVariants({ variant: "outline" }))}
                >
                  <FileText aria-hidden /> View in browser
                </a>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="text-center text-muted-foreground">
            The file for this product is being prepared. Please check back soon.
          </p>
        )}
      </div>
    </section>
  );
}
