/**
 * SPEC section 4's qualification rule: every answer, free text included, is
 * joined into one lowercase text, and the applicant is not qualified when
 * any of these phrases appears anywhere in it. A phrase typed into a free
 * text answer counts exactly like the same phrase chosen as an option.
 */
export const DISQUALIFYING_PHRASES = [
  "become famous",
  "make money quickly",
  "2-4 weeks",
  "$100,000+",
  "trust own judgment",
  "prefer own way",
  "don't like",
  "resist changes",
  "different coach",
  "1-2 hours",
  "hoping easier",
  "test out",
  "not particularly important",
  "not important",
] as const;

export interface Qualification {
  qualified: boolean;
  status: "approved" | "not_qualified";
  /** The phrases found, for the reviewer. */
  matched: string[];
}

export function qualifyApplication(answers: readonly string[]): Qualification {
  // Typed free text often carries a typographic apostrophe ("don’t like").
  const text = answers
    .join(" ")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
  const matched = DISQUALIFYING_PHRASES.filter((phrase) => text.includes(phrase));
  const qualified = matched.length === 0;
  return { qualified, status: qualified ? "approved" : "not_qualified", matched };
}
