import type { ReadinessStage } from "~/content/assessments";

/**
 * SPEC section 4: the first matching rule over all five answers decides the
 * stage, so a single "crisis" or "broken" outweighs any number of hopeful
 * answers.
 */
const RULES: readonly { any: readonly string[]; stage: ReadinessStage }[] = [
  { any: ["crisis", "broken"], stage: "Crisis & Confusion" },
  { any: ["transition", "searching"], stage: "Transition & Seeking" },
  { any: ["rebuilding", "growing"], stage: "Rebuilding & Growth" },
];

export function computeReadinessStage(answers: Readonly<Record<string, string>>): ReadinessStage {
  const given = Object.values(answers);
  return RULES.find((rule) => rule.any.some((value) => given.includes(value)))?.stage ?? "Thriving & Leading";
}
