import { describe, expect, it } from "vitest";
import { CHOICE_STEPS } from "~/content/application";
import { DISQUALIFYING_PHRASES, qualifyApplication } from "./qualification";

/** A fully qualified applicant: free text plus the first acceptable option of every question. */
const QUALIFIED = [
  "A memoir about losing my job and finding my calling.",
  "Women in their forties starting over after a divorce.",
  "Twenty years of pastoral counselling.",
  "help others",
  "3-6 months",
  "impact focus",
  "welcome it",
  "trust expertise",
  "10+ hours",
  "do whatever",
  "purpose",
  "extremely important",
];

/**
 * SPEC section 4's disqualifying phrases, written out here so that a phrase
 * dropped from or misspelt in the implementation's list fails a case of its own.
 */
const SPEC_PHRASES = [
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
];

describe("qualifyApplication", () => {
  it("approves a fully qualified applicant", () => {
    expect(qualifyApplication(QUALIFIED)).toEqual({ qualified: true, status: "approved", matched: [] });
  });

  it("disqualifies on exactly SPEC section 4's fourteen phrases", () => {
    expect([...DISQUALIFYING_PHRASES].sort()).toEqual([...SPEC_PHRASES].sort());
  });

  it.each(SPEC_PHRASES)("rejects an application containing %j", (phrase) => {
    const result = qualifyApplication([...QUALIFIED.slice(0, 11), phrase]);
    expect(result.qualified).toBe(false);
    expect(result.status).toBe("not_qualified");
    expect(result.matched).toContain(phrase);
  });

  it("every listed phrase is reachable: each is one of the options, or inside one", () => {
    const optionValues = CHOICE_STEPS.flatMap((step) => step.options.map((option) => option.value as string));
    for (const phrase of DISQUALIFYING_PHRASES)
      expect(
        optionValues.some((value) => value.includes(phrase)),
        phrase,
      ).toBe(true);
  });

  it("finds a phrase hidden in free text", () => {
    const answers = [...QUALIFIED];
    answers[2] = "Mostly I want to become famous on the speaking circuit.";
    expect(qualifyApplication(answers)).toMatchObject({ qualified: false, matched: ["become famous"] });
  });

  it("ignores case", () => {
    const answers = [...QUALIFIED];
    answers[0] = "I would rather TEST OUT the idea with a blog";
    expect(qualifyApplication(answers)).toMatchObject({ qualified: false, matched: ["test out"] });
    expect(qualifyApplication(["Not Particularly Important"]).matched).toEqual(["not particularly important"]);
    expect(qualifyApplication(["NOT IMPORTANT"]).matched).toEqual(["not important"]);
  });

  it("treats a typographic apostrophe like a straight one", () => {
    expect(qualifyApplication(["Honestly I don\u2019t like edits"]).matched).toEqual(["don't like"]);
  });

  it("reads the answers as one text joined with spaces, as SPEC says", () => {
    expect(qualifyApplication(["I could become", "famous"]).matched).toEqual(["become famous"]);
    expect(qualifyApplication(["I could become", "", "famous"]).qualified).toBe(true);
  });
});
