import { ExternalLink, CirclePlay as PlayCircle } from "~/components/ui/icons";
import { ProductHeader } from "~/components/layout/product-header";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { isExternalAddress } from "~/lib/product-files";

/** An assessment product: one button to where the owner set it to open. */
export function AssessmentProduct(props: {
  product: { name: string; description: string; productType: string; imageUrl: string | null };
  opensAt: string | null;
}) {
  const { product, opensAt } = props;
  const external = opensAt !== null && isExternalAddress(opensAt);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ProductHeader product={product} />
      <div className="mt-8 rounded-2xl border border-border bg-card p-5 text-center shadow-sm sm:p-7">
        {opensAt ? (
          <a
            href={opensAt}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={cn(buttonVariants({ size: "lg" }))}
          >
            {external ? <ExternalLink aria-hidden /> : <PlayCircle aria-hidden />} Start the assessment
          </a>
        ) : (
          <p className="text-muted-foreground">This assessment is being prepared. Please check back soon.</p>
        )}
      </div>
    </section>
  );
}
