import { describe, expect, it } from "vitest";
import { isSafeHref, parseFormattedText } from "./formatted-text";

describe("parseFormattedText", () => {
  it("reads headings, paragraphs with their line breaks, bullet lists, bold and links", () => {
    const blocks = parseFormattedText(
      "## Who we are\nGrace Books LLC\n12 Elm St\n\nWrite to **support** at [our inbox](mailto:hi@grace.org).\n- one\n- [two](/terms)\n\n### Small",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 2, content: [{ kind: "text", text: "Who we are" }] },
      {
        kind: "paragraph",
        content: [{ kind: "text", text: "Grace Books LLC" }, { kind: "break" }, { kind: "text", text: "12 Elm St" }],
      },
      {
        kind: "paragraph",
        content: [
          { kind: "text", text: "Write to " },
          { kind: "bold", text: "support" },
          { kind: "text", text: " at " },
          { kind: "link", text: "our inbox", href: "mailto:hi@grace.org" },
          { kind: "text", text: "." },
        ],
      },
      {
        kind: "list",
        items: [[{ kind: "text", text: "one" }], [{ kind: "link", text: "two", href: "/terms" }]],
      },
      { kind: "heading", level: 3, content: [{ kind: "text", text: "Small" }] },
    ]);
  });

  it("keeps HTML and unsafe link targets as text", () => {
    expect(parseFormattedText('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror="a()">')).toEqual([
      {
        kind: "paragraph",
        content: [
          { kind: "text", text: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror="a()">' },
        ],
      },
    ]);
    expect(parseFormattedText("[x](//evil.example/path)")[0]).toEqual({
      kind: "paragraph",
      content: [{ kind: "text", text: "[x](//evil.example/path)" }],
    });
  });

  it("reads Windows line ends and ignores surrounding blank lines", () => {
    expect(parseFormattedText("\r\n\r\nA\r\nB\r\n\r\n")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "A" }, { kind: "break" }, { kind: "text", text: "B" }] },
    ]);
    expect(parseFormattedText("")).toEqual([]);
  });
});

describe("isSafeHref", () => {
  it("allows web, mail and phone addresses and the site's own paths only", () => {
    for (const href of ["https://stripe.com/privacy", "http://a.org", "mailto:a@b.org", "tel:+1 555-0100", "/privacy"])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "//evil.org",
      "/\\evil.org",
      "vbscript:x",
      "https:/x",
    ])
      expect(isSafeHref(href), href).toBe(false);
  });
});
