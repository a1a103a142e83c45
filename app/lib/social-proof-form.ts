import {
  SOCIAL_PROOF_LIMITS as LIMITS,
  TESTIMONIAL_PLACES,
  type SocialProofSettings,
  type Testimonial,
  type TestimonialPlace,
} from "~/content/social-proof";

/**
 * The admin's Social proof form, read on the server. Its inputs are named
 * by place and position (`testimonials.book.0.quote`), in the order the
 * owner arranged them; a row left wholly empty is dropped. Every problem is
 * named by its input, and nothing is saved while there is one.
 */
export type ProofFormResult =
  { ok: true; proof: SocialProofSettings } | { ok: false; message: string; fieldErrors: Record<string, string> };

export const testimonialField = (place: TestimonialPlace, index: number, key: keyof Testimonial) =>
  `testimonials.${place}.${index}.${key}`;

export const PROOF_FIELDS = {
  recentOrdersEnabled: "recentOrders.enabled",
  threshold: "recentOrders.threshold",
  trialCapacity: "trialCapacity",
} as const;

const isTicked = (value: string | undefined) => value === "on" || value === "true";

/** A whole number typed in a field, within bounds; undefined when it is not one. */
function wholeNumber(value: string, bounds: { min: number; max: number }): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= bounds.min && number <= bounds.max ? number : undefined;
}

/** The positions the form sent for a place, in order. */
function indexesOf(fields: Record<string, string>, place: TestimonialPlace): number[] {
  const pattern = new RegExp(`^testimonials\\.${place}\\.(\\d{1,3})\\.`);
  const found = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = pattern.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

export function readProofForm(fields: Record<string, string>): ProofFormResult {
  const errors: Record<string, string> = {};
  const testimonials = {} as Record<TestimonialPlace, Testimonial[]>;
  for (const place of TESTIMONIAL_PLACES) {
    testimonials[place] = [];
    for (const index of indexesOf(fields, place)) {
      const name = (key: keyof Testimonial) => testimonialField(place, index, key);
      const text = (key: keyof Testimonial) => (fields[name(key)] ?? "").trim();
      const quote = text("quote");
      const person = text("name");
      const role = text("role");
      const ratingText = text("rating");
      if (!quote && !person && !role) continue;
      if (!quote) errors[name("quote")] = "Enter the quote, or remove this testimonial";
      else if (quote.length > LIMITS.quote) errors[name("quote")] = `Keep the quote under ${LIMITS.quote} characters`;
      if (!person) errors[name("name")] = "Enter who said it";
      else if (person.length > LIMITS.name) errors[name("name")] = `Keep the name under ${LIMITS.name} characters`;
      if (role.length > LIMITS.role) errors[name("role")] = `Keep this under ${LIMITS.role} characters`;
      const rating = ratingText === "" ? null : wholeNumber(ratingText, { min: 1, max: 5 });
      if (rating === undefined) errors[name("rating")] = "Choose 1 to 5 stars, or no rating";
      testimonials[place].push({
        quote,
        name: person,
        role,
        rating: rating ?? null,
        permission: isTicked(fields[name("permission")]),
      });
    }
    if (testimonials[place].length > LIMITS.testimonials) {
      errors[testimonialField(place, 0, "quote")] = `At most ${LIMITS.testimonials} testimonials per page`;
    }
  }
  const threshold = wholeNumber((fields[PROOF_FIELDS.threshold] ?? "").trim(), LIMITS.threshold);
  if (threshold === undefined) {
    errors[PROOF_FIELDS.threshold] =
      `Enter a whole number of orders from ${LIMITS.threshold.min} to ${LIMITS.threshold.max}`;
  }
  const capacityText = (fields[PROOF_FIELDS.trialCapacity] ?? "").trim();
  const trialCapacity = capacityText === "" ? null : wholeNumber(capacityText, LIMITS.trialCapacity);
  if (trialCapacity === undefined) {
    errors[PROOF_FIELDS.trialCapacity] =
      `Enter a whole number of trial spots from ${LIMITS.trialCapacity.min}, or leave it empty to show no count`;
  }
  const messages = Object.values(errors);
  if (messages.length > 0) return { ok: false, message: messages[0]!, fieldErrors: errors };
  return {
    ok: true,
    proof: {
      testimonials,
      recentOrders: { enabled: isTicked(fields[PROOF_FIELDS.recentOrdersEnabled]), threshold: threshold! },
      trialCapacity: trialCapacity ?? null,
    },
  };
}
