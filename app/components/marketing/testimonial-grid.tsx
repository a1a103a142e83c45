import { Star } from "lucide-react";

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  rating: number;
}

/** Testimonial cards with their star rating: one column on phones, three on wide screens. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
            <p className="flex gap-0.5 text-accent" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
              {Array.from({ length: testimonial.rating }, (_, index) => (
                <Star key={index} aria-hidden className="size-5" fill="currentColor" />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed">&ldquo;{testimonial.quote}&rdquo;</blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold">{testimonial.name}</span>
              <span className="text-sm text-muted-foreground">{testimonial.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
