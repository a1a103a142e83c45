import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { PRODUCT_TYPE_LABELS, type ProductType } from "~/content/product-types";

/** The top of every library product page: the way back, the cover, the type, the name and the description. */
export function ProductHeader(props: {
  product: { name: string; description: string; productType: string; imageUrl: string | null };
}) {
  const { product } = props;
  return (
    <>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Library
      </Link>

      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={240}
            height={160}
            className="aspect-[3/2] w-44 shrink-0 rounded-2xl border border-border object-cover shadow-sm sm:w-60"
          />
        ) : null}
        <div className="min-w-0">
          <Badge variant="secondary">
            {PRODUCT_TYPE_LABELS[product.productType as ProductType] ?? product.productType}
          </Badge>
          <h1 className="mt-2 font-display text-3xl font-semibold text-balance sm:text-4xl">{product.name}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">{product.description}</p>
        </div>
      </header>
    </>
  );
}
