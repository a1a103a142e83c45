import { describe, expect, it } from "vitest";
import { AUTHOR_QUESTIONS } from "~/content/assessments";
import { computeAuthorLevel } from "./author-level";

describe("computeAuthorLevel", () => {
  it.each([
    ["Just an idea", 1, "Idea Stage", "Start Writing"],
    ["Writing in progress", 2, "Writing Phase", "Complete Draft"],
    ["First draft complete", 3, "Editing Phase", "Polish & Refine"],
    ["Manuscript ready", 4, "Publishing Ready", "Launch Strategy"],
    ["Published", 5, "Experienced Author", "Next Book"],
  ])("%s -> phase %i, %s, next %s", (answer, phase, name, next) => {
    expect(computeAuthorLevel(answer)).toMatchObject({ phase, name, next });
  });

  it("covers every stage option with a four-item roadmap", () => {
    for (const option of AUTHOR_QUESTIONS[0].options) expect(computeAuthorLevel(option).roadmap).toHaveLength(4);
  });

  it("applies the rules in order when the text matches several", () => {
    expect(computeAuthorLevel("an idea, with a draft in progress").phase).toBe(1);
    expect(computeAuthorLevel("draft in progress").phase).toBe(2);
    expect(computeAuthorLevel("draft ready for review").phase).toBe(3);
    expect(computeAuthorLevel("ready, and already published").phase).toBe(4);
  });

  it("reads the text case-insensitively and falls back to phase 5", () => {
    expect(computeAuthorLevel("JUST AN IDEA").phase).toBe(1);
    expect(computeAuthorLevel("").phase).toBe(5);
    expect(computeAuthorLevel("something else entirely").phase).toBe(5);
  });
});
