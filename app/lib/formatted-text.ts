/**
 * The small formatted-text language of the owner's legal pages: a blank
 * line between paragraphs, `## ` (or `### `) headings, `- ` bullet
 * lists, `**bold**` and `[links](https://…)`. Parsed into plain data that
 * a component renders as React elements: nothing the owner types is ever
 * read as HTML, and a link goes only to a web, mail or phone address or a
 * page of the site (any other target stays text).
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "break" };

export type Block =
  | { kind: "heading"; level: 2 | 3; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** A link target the pages may open: https/http, mailto/tel, or a path of this site (not `//host`). */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return true;
  return /^(https?:\/\/[^\s/]|mailto:[^\s]|tel:\+?[\d\s-]+$)/i.test(href);
}

const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** One line's bold spans and links; everything else (a refused link included) as typed. */
function inlineOf(line: string): Inline[] {
  const out: Inline[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (last?.kind === "text") last.text += value;
    else out.push({ kind: "text", text: value });
  };
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    text(line.slice(at, match.index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) out.push({ kind: "bold", text: bold });
    else if (isSafeHref(href!)) out.push({ kind: "link", text: label!, href: href! });
    else text(whole);
    at = match.index + whole.length;
  }
  text(line.slice(at));
  return out;
}

/** Lines of one paragraph, each kept on its own line (an address reads as typed). */
function paragraphOf(lines: string[]): Inline[] {
  return lines.flatMap((line, index) =>
    index === 0 ? inlineOf(line) : [{ kind: "break" } as const, ...inlineOf(line)],
  );
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;

export function parseFormattedText(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", content: paragraphOf(paragraph) });
    if (list) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (line === "") flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1] === "###" ? 3 : 2, content: inlineOf(heading[2]!) });
    } else if (bullet) {
      if (paragraph.length > 0) flush();
      (list ??= []).push(inlineOf(bullet[1]!));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
