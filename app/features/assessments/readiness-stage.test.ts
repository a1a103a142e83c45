import { describe, expect, it } from "vitest";
import { computeReadinessStage } from "./readiness-stage";

const answers = (...values: string[]) => Object.fromEntries(values.map((value, i) => [String(i + 1), value]));

describe("computeReadinessStage", () => {
  it.each([
    ["crisis", answers("crisis", "trust", "clear", "obedience", "strong")],
    ["broken", answers("thriving", "trust", "clear", "obedience", "broken")],
  ])("rule 1: any %s answer is Crisis & Confusion", (_value, given) => {
    expect(computeReadinessStage(given)).toBe("Crisis & Confusion");
  });

  it.each([
    ["transition", answers("transition", "trust", "clear", "obedience", "strong")],
    ["searching", answers("thriving", "trust", "searching", "obedience", "strong")],
  ])("rule 2: any %s answer (and no rule-1 answer) is Transition & Seeking", (_value, given) => {
    expect(computeReadinessStage(given)).toBe("Transition & Seeking");
  });

  it.each([
    ["rebuilding", answers("rebuilding", "trust", "clear", "obedience", "strong")],
    ["growing", answers("thriving", "trust", "clear", "obedience", "growing")],
  ])("rule 3: any %s answer (and no earlier rule) is Rebuilding & Growth", (_value, given) => {
    expect(computeReadinessStage(given)).toBe("Rebuilding & Growth");
  });

  it("otherwise Thriving & Leading, whatever the other answers", () => {
    expect(computeReadinessStage(answers("thriving", "trust", "clear", "obedience", "strong"))).toBe(
      "Thriving & Leading",
    );
    expect(computeReadinessStage(answers("thriving", "resist", "lost", "fear", "weak"))).toBe("Thriving & Leading");
  });

  it("takes the first matching rule when answers match several", () => {
    expect(computeReadinessStage(answers("rebuilding", "seeking", "searching", "fear", "broken"))).toBe(
      "Crisis & Confusion",
    );
    expect(computeReadinessStage(answers("rebuilding", "trust", "searching", "fear", "growing"))).toBe(
      "Transition & Seeking",
    );
    expect(computeReadinessStage(answers("transition", "trust", "clear", "fear", "growing"))).toBe(
      "Transition & Seeking",
    );
  });

  it("matches whole values only, in any question", () => {
    // "crisis" chosen for question 5 is not a value there, but the rule reads all answers.
    expect(computeReadinessStage({ "5": "crisis" })).toBe("Crisis & Confusion");
    expect(computeReadinessStage({ "1": "crisis management" })).toBe("Thriving & Leading");
  });
});
