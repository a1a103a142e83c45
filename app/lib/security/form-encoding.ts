/**
 * Strict `application/x-www-form-urlencoded` parsing. URLSearchParams
 * quietly turns bytes that are not UTF-8 (such as a lone surrogate encoded
 * as %ED%A0%80) into U+FFFD and keeps malformed escapes as they are; a form
 * this site rendered never sends either, so such a body is refused instead
 * of stored altered. Answers null when the body cannot be read exactly.
 */
export function parseUrlEncoded(text: string): [string, string][] | null {
  const entries: [string, string][] = [];
  for (const part of text.split("&")) {
    if (part === "") continue;
    const at = part.indexOf("=");
    const name = decodeComponent(at === -1 ? part : part.slice(0, at));
    const value = decodeComponent(at === -1 ? "" : part.slice(at + 1));
    if (name === null || value === null) return null;
    entries.push([name, value]);
  }
  return entries;
}

function decodeComponent(component: string): string | null {
  try {
    // decodeURIComponent throws on malformed escapes and on escapes that are not UTF-8.
    return decodeURIComponent(component.replaceAll("+", " "));
  } catch {
    return null;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A form's text entries as one value per name, the way the server reads
 * every form: a name in `lists` may repeat (a group of checkboxes) and reads
 * as its values joined with commas; another repeated name keeps its last
 * value.
 */
export function formFields(entries: Iterable<[string, string]>, lists: readonly string[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    const earlier = lists.includes(name) ? fields[name] : undefined;
    fields[name] = earlier ? `${earlier},${value}` : value;
  }
  return fields;
}
