import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderHint, placeholderProblem, placeholdersIn } from "./copy-placeholders";

describe("placeholdersIn", () => {
  it("names each {token} once, in order, across a list's items", () => {
    expect(placeholdersIn("Your author level: {phase}/5, {level}")).toEqual(["phase", "level"]);
    expect(placeholdersIn(['A new chapter of {product}: "{title}" ({duration}).', "{title} again"])).toEqual([
      "product",
      "title",
      "duration",
    ]);
    expect(placeholdersIn("No tokens {} or { spaced } here")).toEqual([]);
  });
});

describe("fillPlaceholders", () => {
  it("fills the tokens it is given, once (a value's own braces stay), and leaves the others as written", () => {
    expect(fillPlaceholders("Your stage: {stage}", { stage: "Crisis & Confusion" })).toBe(
      "Your stage: Crisis & Confusion",
    );
    expect(fillPlaceholders("{phase}/5, {level}", { phase: 5, level: "{phase}" })).toBe("5/5, {phase}");
    expect(fillPlaceholders("Hi {name}", {})).toBe("Hi {name}");
  });
});

describe("placeholderProblem", () => {
  it("accepts a reworded text that keeps every token of the shipped one, in any order", () => {
    expect(placeholderProblem("Your stage: {stage}", "{stage} is where you are")).toBeNull();
    expect(placeholderProblem("Rerouted", "Rerouted by Grace")).toBeNull();
    expect(placeholderProblem(["{product}", "b"], ["x", "Now: {product}"])).toBeNull();
  });

  it("refuses a text that drops a token, naming each one to put back", () => {
    expect(placeholderProblem("Your author level: {phase}/5, {level}", "Your author level")).toBe(
      "Keep {phase} and {level} in this text",
    );
    expect(placeholderProblem("Get the Book: {price}", "Get the Book")).toBe("Keep {price} in this text");
  });

  it("refuses a token the shipped text does not take, naming the ones it does", () => {
    expect(placeholderProblem("Your stage: {stage}", "Hi {nmae}, your stage: {stage}")).toBe(
      "{nmae} is not filled in here: use {stage}",
    );
  });
});

describe("placeholderHint", () => {
  it("explains each token of a text, and nothing for a text without one", () => {
    expect(placeholderHint("Your author level: {phase}/5, {level}")).toBe(
      "Keep {phase} (the author level's number), {level} (the author level's name): filled in when shown.",
    );
    expect(placeholderHint(["Plain words"])).toBeUndefined();
  });
});
