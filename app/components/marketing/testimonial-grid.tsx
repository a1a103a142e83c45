import { Star } from "~/components/ui/icons";
import type { PublicTestimonial } from "~/content/social-proof";

/** Testimonial cards with their star rating, if given: one column on phones, three on wide screens. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial, index) => (
        // The owner's order; two quotes may share a name.
        <li key={`${index}-${testimonial.name}`}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
            {testimonial.rating ? (
              <p
                className="mb-4 flex gap-0.5 text-accent"
                role="img"
                aria-label={`${testimonial.rating} out of 5 stars`}
              >
                {Array.from({ length: testimonial.rating }, (_, star) => (
                  <Star key={star} aria-hidden className="size-5" fill="currentColor" />
                ))}
              </p>
            ) : null}
            <blockquote className="flex-1 text-lg leading-relaxed">&ldquo;{testimonial.quote}&rdquo;</blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold">{testimonial.name}</span>
              {testimonial.role ? <span className="text-sm text-muted-foreground">{testimonial.role}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
