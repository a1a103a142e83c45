import { SectionHeading } from "~/components/marketing/section-heading";
import { TestimonialGrid } from "~/components/marketing/testimonial-grid";
import { PROGRAM_TESTIMONIALS } from "~/content/program";

/** Hidden until there are real testimonials to show (none ship). */
export function Testimonials() {
  if (PROGRAM_TESTIMONIALS.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Author stories"
        title="They were rerouted, and now they're published"
      />
      <TestimonialGrid testimonials={PROGRAM_TESTIMONIALS} />
    </section>
  );
}
