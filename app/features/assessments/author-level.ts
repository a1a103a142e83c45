import { AUTHOR_LEVELS, type AuthorLevelContent } from "~/content/assessments";

/**
 * SPEC section 4: the level comes from the stage answer's text alone, by
 * the first rule whose word it contains ("First draft complete" is the
 * editing phase because it contains "draft").
 */
const RULES: readonly { contains: string; phase: AuthorLevelContent["phase"] }[] = [
  { contains: "idea", phase: 1 },
  { contains: "progress", phase: 2 },
  { contains: "draft", phase: 3 },
  { contains: "ready", phase: 4 },
];

export function computeAuthorLevel(stageAnswer: string): AuthorLevelContent {
  const text = stageAnswer.toLowerCase();
  const phase = RULES.find((rule) => text.includes(rule.contains))?.phase ?? 5;
  const level = AUTHOR_LEVELS.find((candidate) => candidate.phase === phase);
  if (!level) throw new Error(`no author level for phase ${phase}`);
  return level;
}
