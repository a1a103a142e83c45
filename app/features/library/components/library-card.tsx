import { Clock, Download, ExternalLink, FileText, CirclePlay as PlayCircle } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PRODUCT_TYPE_LABELS, type ProductType } from "~/content/product-types";
import { formatClock } from "~/features/player";
import { minutesLabel } from "~/lib/duration";
import { documentDownloadUrl, documentViewUrl, isExternalAddress } from "~/lib/product-files";
import { hasListeningPosition } from "../library-filter";
import type { LibraryProduct } from "../library.server";

/**
 * One product of the library grid. The title's link covers the card (the
 * product page; an assessment's own address); a workbook's Download and
 * View buttons sit above that link. The cards of the first row load their
 * images at once: one of them is what a visitor sees painted last.
 */
export function LibraryCard({ product, inFirstRow = false }: { product: LibraryProduct; inFirstRow?: boolean }) {
  const resume = product.continueListening;
  const opensAt = product.productType === "assessment" ? product.opensAt : null;
  const external = opensAt !== null && isExternalAddress(opensAt);
  const unit = product.productType === "video" ? "Lesson" : "Chapter";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={640}
            height={360}
            loading={inFirstRow ? "eager" : "lazy"}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">
            {PRODUCT_TYPE_LABELS[product.productType as ProductType] ?? product.productType}
          </Badge>
          {product.duration ? (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Clock className="size-3.5" aria-hidden />
              {minutesLabel(product.duration)}
            </span>
          ) : null}
        </div>
        <h2 className="font-display text-xl font-semibold">
          {opensAt ? (
            <a
              href={opensAt}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="focus-visible:outline-hidden after:absolute after:inset-0"
            >
              {product.name}
            </a>
          ) : (
            <Link to={`/product/${product.id}`} className="focus-visible:outline-hidden after:absolute after:inset-0">
              {product.name}
            </Link>
          )}
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{product.description}</p>
        {resume && hasListeningPosition(resume) ? (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-primary">
            <PlayCircle className="size-4 shrink-0" aria-hidden />
            {`${product.productType === "video" ? "Continue watching" : "Continue listening"}: ${unit} ${resume.chapterNumber} at ${formatClock(resume.progressSeconds)}`}
          </p>
        ) : null}
        {opensAt ? (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-primary" aria-hidden>
            {external ? <ExternalLink className="size-4 shrink-0" /> : <PlayCircle className="size-4 shrink-0" />}
            Start the assessment
          </p>
        ) : null}
        {product.document ? (
          <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-3">
            <a href={documentDownloadUrl(product.id)} download className={cn(buttonVariants({ size: "sm" }))}>
              <Download aria-hidden /> Download
            </a>
            {product.document.isPdf ? (
              <a
                href={documentViewUrl(product.id)}
                target="_blank"
                rel="noopener"
                className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
              >
                <FileText aria-hidden /> View
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
