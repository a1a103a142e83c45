/**
 * The variable parts of the owner's words: a `{name}` token in a text
 * stands for what only the moment of showing it knows (the reader's name,
 * their result, a product, a price). The shipped text names the tokens a
 * text takes; the Pages tab keeps them (placeholderProblem) and the page or
 * email fills them in (fillPlaceholders).
 */

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** What each token becomes, as the Pages tab explains it next to a text that takes it. */
const MEANINGS: Record<string, string> = {
  name: "the reader's first name",
  email: "the reader's email address",
  stage: "the reader's readiness stage",
  phase: "the author level's number",
  level: "the author level's name",
  next: "the level's next milestone",
  price: "the price",
  product: "the product's name",
  title: "the chapter's title",
  duration: "the chapter's length",
  order: "the order's number",
  item: "the item bought",
  carrier: "the carrier shipping the parcel",
  tracking: "the parcel's tracking number",
  number: "the question's number",
  total: "the number of questions",
  digital: "the digital edition's price",
  paperback: "the paperback's price",
  bundle: "the bundle's price",
  saving: "what the bundle saves",
};

/** The tokens of a text (or of a list's items), each once, in the order they first appear. */
export function placeholdersIn(text: string | readonly string[]): string[] {
  const joined = typeof text === "string" ? text : text.join("\n");
  return [...new Set([...joined.matchAll(TOKEN)].map((match) => match[1]!))];
}

/** `text` with each token that `values` names replaced by its value; any other braces stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(TOKEN, (token, name: string) => (name in values ? String(values[name]) : token));
}

/**
 * Why an edited text cannot replace its shipped one, or null: each token of
 * the shipped text must stay, and no other may appear. Refusing (rather
 * than adding a missing token at the end) is the safer of the two: a token
 * appended after the owner's sentence reads wrong ("Your stage: Hope
 * Crisis & Confusion"), while a refused save keeps the owner's edits in
 * the form and says which token to put back. The links of every email are
 * never tokens: its button carries the URL outside the words, so no edit
 * can remove one.
 */
export function placeholderProblem(
  shipped: string | readonly string[],
  edited: string | readonly string[],
): string | null {
  const allowed = placeholdersIn(shipped);
  if (allowed.length === 0) return null;
  const used = placeholdersIn(edited);
  const unknown = used.find((name) => !allowed.includes(name));
  if (unknown) return `{${unknown}} is not filled in here: use ${allowed.map((name) => `{${name}}`).join(", ")}`;
  const missing = allowed.filter((name) => !used.includes(name));
  if (missing.length > 0) return `Keep ${missing.map((name) => `{${name}}`).join(" and ")} in this text`;
  return null;
}

/** The Pages tab's hint for a text that takes tokens: each one and what it becomes. */
export function placeholderHint(shipped: string | readonly string[]): string | undefined {
  const names = placeholdersIn(shipped);
  if (names.length === 0) return undefined;
  const parts = names.map((name) => (MEANINGS[name] ? `{${name}} (${MEANINGS[name]})` : `{${name}}`));
  return `Keep ${parts.join(", ")}: filled in when shown.`;
}
