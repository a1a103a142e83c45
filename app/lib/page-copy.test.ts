import { describe, expect, it } from "vitest";
import { copyFieldPlace, copyFields, listFromText, overlayCopy, overridesFromForm } from "./page-copy";

const PAGE = {
  title: "Rerouted | Home",
  hero: { headline: "When life reroutes you, faith leads the way.", points: ["One", "Two"], rating: 4.9 },
  offers: [
    { title: "Foundations", link: "foundations" },
    { title: "Community", link: "community" },
  ],
};

describe("copyFields", () => {
  it("lists every string and list of strings by path, in the page's order, and skips numbers", () => {
    expect(copyFields("landing", PAGE).map((field) => [field.path, field.default, field.list])).toEqual([
      ["landing.title", "Rerouted | Home", false],
      ["landing.hero.headline", "When life reroutes you, faith leads the way.", false],
      ["landing.hero.points", ["One", "Two"], true],
      ["landing.offers.0.title", "Foundations", false],
      ["landing.offers.0.link", "foundations", false],
      ["landing.offers.1.title", "Community", false],
      ["landing.offers.1.link", "community", false],
    ]);
  });

  it("marks texts over 90 characters as long", () => {
    const [short, long] = copyFields("p", { a: "x".repeat(90), b: "x".repeat(91) });
    expect([short!.long, long!.long]).toEqual([false, true]);
  });
});

describe("overlayCopy", () => {
  it("lays each override of the same kind over its default and keeps the shape", () => {
    const overlaid = overlayCopy("landing", PAGE, {
      "landing.hero.headline": "Your detour has a purpose.",
      "landing.hero.points": ["Only one"],
      "landing.offers.1.title": "The Circle",
    });
    expect(overlaid).toEqual({
      ...PAGE,
      hero: { headline: "Your detour has a purpose.", points: ["Only one"], rating: 4.9 },
      offers: [
        { title: "Foundations", link: "foundations" },
        { title: "The Circle", link: "community" },
      ],
    });
  });

  it("ignores overrides of another kind, of another prefix, or of a path the page no longer has", () => {
    const overlaid = overlayCopy("landing", PAGE, {
      "landing.hero.headline": ["a list"],
      "landing.hero.points": "a text",
      "book.hero.headline": "Another page",
      "landing.hero.gone": "Removed field",
    });
    expect(overlaid).toEqual(PAGE);
  });
});

describe("overridesFromForm", () => {
  const fields = copyFields("landing", { headline: "Shipped", bio: "", points: ["One", "Two"] });

  it("keeps only what differs from the shipped text, lists read one item per line", () => {
    expect(
      overridesFromForm(fields, {
        "landing.headline": "  Shipped ",
        "landing.bio": "My own words.",
        "landing.points": "One\r\n\r\n  Three  \n",
      }),
    ).toEqual({ ok: true, overrides: { "landing.bio": "My own words.", "landing.points": ["One", "Three"] } });
  });

  it("takes an emptied text back to its shipped text, and an emptied list as no items", () => {
    expect(overridesFromForm(fields, { "landing.headline": "", "landing.bio": "", "landing.points": "" })).toEqual({
      ok: true,
      overrides: { "landing.points": [] },
    });
  });

  it("refuses a text over 4000 characters or a list over 30 lines, naming the field", () => {
    expect(overridesFromForm(fields, { "landing.headline": "x".repeat(4001) })).toEqual({
      ok: false,
      errors: [{ path: "landing.headline", message: "At most 4000 characters" }],
    });
    const lines = Array.from({ length: 31 }, (_, i) => `Line ${i}`).join("\n");
    expect(overridesFromForm(fields, { "landing.points": lines })).toEqual({
      ok: false,
      errors: [{ path: "landing.points", message: "At most 30 lines" }],
    });
  });
});

describe("overridesFromForm with {tokens}", () => {
  const fields = copyFields("resultEmails", {
    subject: "Your Rerouted result: {stage}",
    paragraphs: ["A new chapter of {product} is ready."],
  });

  it("saves a text that keeps its tokens, takes an emptied text back to the shipped one, refuses an emptied list that had tokens", () => {
    expect(
      overridesFromForm(fields, {
        "resultEmails.subject": "{stage}: your result",
        "resultEmails.paragraphs": "",
      }),
    ).toEqual({ ok: false, errors: [{ path: "resultEmails.paragraphs", message: "Keep {product} in this text" }] });
    expect(overridesFromForm(fields, { "resultEmails.subject": "{stage}: your result" })).toEqual({
      ok: true,
      overrides: { "resultEmails.subject": "{stage}: your result" },
    });
    expect(overridesFromForm(fields, { "resultEmails.subject": "" })).toEqual({ ok: true, overrides: {} });
  });

  it("refuses a text that loses or invents a token, naming the field, and saves nothing", () => {
    expect(
      overridesFromForm(fields, {
        "resultEmails.subject": "Your result",
        "resultEmails.paragraphs": "{product} and {price}",
      }),
    ).toEqual({
      ok: false,
      errors: [
        { path: "resultEmails.subject", message: "Keep {stage} in this text" },
        { path: "resultEmails.paragraphs", message: "{price} is not filled in here: use {product}" },
      ],
    });
  });
});

describe("listFromText", () => {
  it("reads one item per line, without blank lines or outer spaces", () => {
    expect(listFromText(" a \n\n b\r\nc ")).toEqual(["a", "b", "c"]);
    expect(listFromText("")).toEqual([]);
  });
});

describe("copyFieldPlace", () => {
  it("groups a field by the part of the page it is in and labels it for a person", () => {
    expect(copyFieldPlace("landing.hero.primaryCta", "landing")).toEqual({ group: "Hero", label: "Primary button" });
    expect(copyFieldPlace("landing.title", "landing")).toEqual({ group: "Search and sharing", label: "Title" });
    expect(copyFieldPlace("journeyOffers.0.description", "landing")).toEqual({
      group: "Journey offers · 1",
      label: "Description",
    });
  });

  it("labels a question's answers in the question's group", () => {
    expect(copyFieldPlace("readinessQuestions.4.options.2.label", "assessment")).toEqual({
      group: "Readiness questions · 5",
      label: "Option 3",
    });
  });
});
