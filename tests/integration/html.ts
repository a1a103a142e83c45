/**
 * Reads a server-rendered page the way the browser specs find things in it
 * (an element by id, a field by its label, a region, a landmark or a link by
 * its name) so that a check which needs only the server's HTML runs without
 * a browser. It reads the well-formed HTML React renders, not any HTML:
 * script and style bodies and comments are skipped, an element that is not
 * void must be closed, and a missing element is an error that names what
 * was looked for.
 */

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Elements whose header or footer is not the page's banner or contentinfo (HTML-AAM).
const SECTIONING = new Set(["article", "aside", "main", "nav", "section"]);

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|nbsp|lt|gt|quot|apos|amp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return { nbsp: " ", lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" }[lower]!;
  });
}

/**
 * The text a reader sees in an HTML page: scripts, styles, comments (React's
 * `<!-- -->` separators among them) and tags removed, entities decoded,
 * white space folded. Assertions on it do not depend on how React serialises.
 */
export function pageText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

class HtmlElement {
  /** The HTML between the opening and the closing tag; empty for a void element. */
  inner = "";
  /** Index, in the page's list of elements, after this element's last descendant. */
  end = 0;

  constructor(
    /** Every element of the page this one is in, in document order (ids are looked up there). */
    private readonly page: readonly HtmlElement[],
    readonly index: number,
    readonly tag: string,
    readonly attributes: Readonly<Record<string, string>>,
    readonly parent: HtmlElement | undefined,
  ) {}

  get text(): string {
    return pageText(this.inner);
  }

  /** Its accessible name as these pages give one: aria-labelledby, else aria-label, else its text. */
  get name(): string {
    const labelledBy = this.attributes["aria-labelledby"];
    if (labelledBy) return this.textOfIds(labelledBy);
    return this.attributes["aria-label"] ?? this.text;
  }

  /** Its accessible description: the texts of the elements aria-describedby names, in that order. */
  get description(): string {
    return this.textOfIds(this.attributes["aria-describedby"] ?? "");
  }

  get ancestors(): HtmlElement[] {
    const found: HtmlElement[] = [];
    for (let up = this.parent; up; up = up.parent) found.push(up);
    return found;
  }

  /** Queries limited to what this element holds. */
  get within(): HtmlScope {
    return new HtmlScope(this.page.slice(this.index + 1, this.end));
  }

  private textOfIds(ids: string): string {
    const page = new HtmlScope(this.page);
    return ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.byId(id).text)
      .join(" ");
  }
}

/** Reads a page: queries over all its elements. */
export function parseHtml(html: string): HtmlScope {
  const elements: HtmlElement[] = [];
  // Script and style bodies and comments are blanked, keeping every offset, so no `<` in them is read as a tag.
  const masked = html.replace(
    /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)|<!--[\s\S]*?-->/gi,
    (whole: string, open?: string, _tag?: string, body?: string, close?: string) =>
      open === undefined ? " ".repeat(whole.length) : `${open}${" ".repeat(body!.length)}${close}`,
  );
  // An element's parent is the innermost element still open; its closing tag ends it, and a void element ends at once.
  const open: { element: HtmlElement; innerStart: number }[] = [];
  for (const match of masked.matchAll(TAG)) {
    const [whole, closing, rawTag, rawAttributes = "", selfClosing] = match;
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((o) => o.element.tag === tag);
      if (at === -1) throw new Error(`a closing </${tag}> at offset ${match.index} closes nothing`);
      for (const { element, innerStart } of open.splice(at)) {
        element.inner = html.slice(innerStart, match.index);
        element.end = elements.length;
      }
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, name, double, single, bare] of rawAttributes.matchAll(ATTRIBUTE))
      attributes[name!.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
    const element = new HtmlElement(elements, elements.length, tag, attributes, open.at(-1)?.element);
    elements.push(element);
    if (VOID_ELEMENTS.has(tag) || selfClosing === "/") element.end = elements.length;
    else open.push({ element, innerStart: match.index + whole.length });
  }
  if (open.length > 0) throw new Error(`<${open[0]!.element.tag}> is never closed`);
  return new HtmlScope(elements);
}

/** Queries over a list of elements: a whole page, or what one element holds. */
export class HtmlScope {
  constructor(readonly elements: readonly HtmlElement[]) {}

  all(predicate: (element: HtmlElement) => boolean): HtmlElement[] {
    return this.elements.filter(predicate);
  }

  /** The one element that matches; an error naming `what` when none or several do. */
  one(what: string, predicate: (element: HtmlElement) => boolean): HtmlElement {
    const found = this.all(predicate);
    if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
    return found[0]!;
  }

  byId(id: string): HtmlElement {
    return this.one(`element with id "${id}"`, (e) => e.attributes.id === id);
  }

  /** The form control a `<label>` with exactly this text names (`for`, or the control inside it). */
  field(label: string): HtmlElement {
    const labels = this.all((e) => e.tag === "label" && e.text === label);
    const controls = labels.flatMap((l) =>
      l.attributes.for ? this.all((e) => e.attributes.id === l.attributes.for) : l.within.all((e) => isControl(e.tag)),
    );
    if (controls.length !== 1) throw new Error(`expected one field labelled "${label}", found ${controls.length}`);
    return controls[0]!;
  }

  /** A `<section>` or role="region" with this accessible name, as getByRole("region", { name, exact }). */
  region(name: string): HtmlElement {
    return this.one(
      `region "${name}"`,
      (e) => (e.attributes.role === "region" || e.tag === "section") && hasName(e) && e.name === name,
    );
  }

  /** The page's banner: its `<header>` outside any sectioning element (a `<main>`, `<section>`...). */
  banner(): HtmlElement {
    return this.one("banner", (e) => e.tag === "header" && !e.ancestors.some((a) => SECTIONING.has(a.tag)));
  }

  /** The page's contentinfo: its `<footer>` outside any sectioning element. */
  contentinfo(): HtmlElement {
    return this.one("contentinfo", (e) => e.tag === "footer" && !e.ancestors.some((a) => SECTIONING.has(a.tag)));
  }

  navigations(): HtmlElement[] {
    return this.all((e) => e.tag === "nav" || e.attributes.role === "navigation");
  }

  /** Links (`<a href>`), those with exactly this accessible name when one is given. */
  links(name?: string): HtmlElement[] {
    return this.all((e) => e.tag === "a" && "href" in e.attributes && (name === undefined || e.name === name));
  }

  headings(name: string): HtmlElement[] {
    return this.all((e) => /^h[1-6]$/.test(e.tag) && e.name === name);
  }

  /** Elements with role="status" (a polite live region: the one-time notices). */
  statuses(): HtmlElement[] {
    return this.all((e) => e.attributes.role === "status");
  }

  /**
   * What a browser without JavaScript sends when the button with this name
   * is pressed, after the fields named by their labels were filled in: the
   * form's action and method, and every control's value in document order.
   */
  submission(button: string, fill: Record<string, string> = {}): FormSubmission {
    const pressed = this.one(
      `submit button "${button}"`,
      (e) =>
        (e.tag === "button" && (e.attributes.type ?? "submit") === "submit" && e.name === button) ||
        (e.tag === "input" && e.attributes.type === "submit" && e.attributes.value === button),
    );
    const form = pressed.ancestors.find((a) => a.tag === "form");
    if (!form) throw new Error(`the button "${button}" is in no form`);
    const filled = new Map<HtmlElement, string>();
    for (const [label, value] of Object.entries(fill)) filled.set(form.within.field(label), value);
    const body = new URLSearchParams();
    // A disabled control is not sent.
    for (const control of form.within.all((e) => isControl(e.tag) && !("disabled" in e.attributes))) {
      const name = control.attributes.name;
      const value = filled.has(control) ? filled.get(control) : controlValue(control);
      if (name && value !== undefined) body.append(name, value);
    }
    if (pressed.attributes.name) body.append(pressed.attributes.name, pressed.attributes.value ?? "");
    return {
      action: form.attributes.action ?? "",
      method: (form.attributes.method ?? "get").toUpperCase(),
      body,
    };
  }
}

interface FormSubmission {
  /** As written in the form; relative to the page's address. */
  action: string;
  method: string;
  body: URLSearchParams;
}

const isControl = (tag: string) => tag === "input" || tag === "select" || tag === "textarea";

const hasName = (e: HtmlElement) => Boolean(e.attributes["aria-labelledby"] ?? e.attributes["aria-label"]);

/** The value a control submits untouched, or undefined when it submits nothing (an unticked box). */
function controlValue(control: HtmlElement): string | undefined {
  const { tag, attributes } = control;
  if (tag === "textarea") return decodeEntities(control.inner.replace(/^\n/, ""));
  if (tag === "select") {
    const options = control.within.all((e) => e.tag === "option");
    const chosen = options.find((o) => "selected" in o.attributes) ?? options[0];
    return chosen ? (chosen.attributes.value ?? chosen.text) : undefined;
  }
  const type = (attributes.type ?? "text").toLowerCase();
  if (["submit", "button", "reset", "image", "file"].includes(type)) return undefined;
  if (type === "checkbox" || type === "radio") return "checked" in attributes ? (attributes.value ?? "on") : undefined;
  return attributes.value ?? "";
}
