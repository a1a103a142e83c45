import { SectionHeading } from "~/components/marketing/section-heading";
import { TestimonialGrid } from "~/components/marketing/testimonial-grid";
import { PROGRAM_SECTIONS } from "~/content/program";
import { useCopy, useTestimonials } from "~/lib/site-content-context";

/** The owner's author stories with permission on file (Social proof tab); hidden while there are none. */
export function Testimonials() {
  const quotes = useTestimonials("program");
  const { testimonials } = useCopy("programSections", PROGRAM_SECTIONS);
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title} />
      <TestimonialGrid testimonials={quotes} />
    </section>
  );
}
